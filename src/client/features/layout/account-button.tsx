// The signed-in person's avatar in the navbar: the button of the account menu, the same before and
// after the menu's code has loaded.
import type { ComponentProps } from "react";
import { Avatar } from "@/components/ui/avatar";
import { useAuth } from "@/features/auth";
import { initialsFor } from "@contract/tasker-display";

export function AccountButton(props: ComponentProps<"button">) {
  const { user } = useAuth();
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={`Account menu for ${fullName}`}
      className="rounded-full"
      {...props}
    >
      <Avatar initials={initialsFor(fullName, user.id)} image={user.profileImage} seed={user.id} size="sm" />
    </button>
  );
}
