import { BellRing, Briefcase, CalendarCheck, LayoutDashboard, ListTodo, LogOut, Shield, User } from "lucide-react";
import { useLocation } from "wouter";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { isAdmin, isTasker, useAuth } from "@/features/auth";
import { AccountButton } from "./account-button";

// The account menu, opened from the navbar's avatar (lazy-user-menu.tsx).
export function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { user, logout } = useAuth();
  const [, navigate] = useLocation();
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem disabled>{fullName}</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate("/profile")}>
          <User /> My Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/my-bookings")}>
          <CalendarCheck /> My Bookings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate("/my-tasks")}>
          <ListTodo /> My Tasks
        </DropdownMenuItem>
        {isTasker(user) && (
          <DropdownMenuItem onSelect={() => navigate("/browse-tasks")}>
            <Briefcase /> Find Work
          </DropdownMenuItem>
        )}
        {isTasker(user) && (
          <DropdownMenuItem onSelect={() => navigate("/tasker-dashboard")}>
            <LayoutDashboard /> Tasker Dashboard
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => navigate("/settings/notifications")}>
          <BellRing /> Notification settings
        </DropdownMenuItem>
        {isAdmin(user) && (
          <DropdownMenuItem onSelect={() => navigate("/admin/dashboard")}>
            <Shield /> Admin Dashboard
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={async () => {
            await logout();
            navigate("/");
          }}
        >
          <LogOut /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
