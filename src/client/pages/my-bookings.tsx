// /my-bookings: upcoming and past bookings as a customer, and as a tasker for taskers and 'both'.
import { useQuery } from "@tanstack/react-query";
import { CalendarX } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/page-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { isTasker, useAuth } from "@/features/auth/auth-context";
import { RequireAuth } from "@/features/auth/require-auth";
import { bookingsQuery } from "@/features/bookings/api/list";
import { BookingItem } from "@/features/bookings/booking-item";
import { errorMessage } from "@/lib/api";

type Role = "customer" | "tasker";

function BookingList({ role, scope }: { role: Role; scope: "upcoming" | "past" }) {
  const query = useQuery(bookingsQuery(role, scope));
  if (query.isLoading) {
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading bookings">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        icon={CalendarX}
        title="We couldn't load your bookings"
        actions={
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        <span role="alert">{errorMessage(query.error)}</span>
      </EmptyState>
    );
  }
  const items = query.data ?? [];
  if (!items.length) {
    return (
      <EmptyState
        icon={CalendarX}
        title={scope === "upcoming" ? "No upcoming bookings" : "No past bookings"}
        actions={
          role === "customer" ? (
            <Button asChild variant="outline">
              <Link href="/browse-taskers">Find a tasker</Link>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link href="/browse-tasks">Browse tasks</Link>
            </Button>
          )
        }
      >
        {role === "customer"
          ? "Book a tasker and your jobs show up here."
          : "Jobs customers book with you show up here."}
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3">
      {items.map((b) => (
        <BookingItem key={b.id} booking={b} role={role} />
      ))}
    </ul>
  );
}

function MyBookings() {
  const { user } = useAuth();
  const roles: Role[] =
    user?.userType === "tasker" ? ["tasker"] : isTasker(user) ? ["customer", "tasker"] : ["customer"];
  const [role, setRole] = useState<Role>(roles[0]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Bookings</h1>
          <p className="mt-1 text-slate-600">
            {role === "customer" ? "Taskers you have booked." : "Jobs customers booked with you."}
          </p>
        </div>
        {roles.length > 1 && (
          <div className="inline-flex rounded-xl bg-slate-100 p-1" role="group" aria-label="Show bookings">
            {roles.map((r) => (
              <button
                key={r}
                type="button"
                onClick={() => setRole(r)}
                aria-pressed={role === r}
                className={`min-h-10 flex-1 rounded-lg px-4 text-sm font-medium ${role === r ? "bg-white text-slate-900 shadow-sm" : "text-slate-600"}`}
              >
                {r === "customer" ? "As customer" : "As tasker"}
              </button>
            ))}
          </div>
        )}
      </div>
      <Tabs defaultValue="upcoming" className="mt-6">
        <TabsList>
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming" className="mt-4">
          <BookingList role={role} scope="upcoming" />
        </TabsContent>
        <TabsContent value="past" className="mt-4">
          <BookingList role={role} scope="past" />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export default function MyBookingsPage() {
  return (
    <RequireAuth message="Please sign in to see your bookings.">
      <MyBookings />
    </RequireAuth>
  );
}
