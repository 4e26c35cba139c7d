import { useMutation, useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { useState } from "react";
import type { AdminUser } from "@contract/admin";
import { USER_TYPES, type UserType } from "@contract/constants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Label, NativeSelect } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { AdminLayout, SearchBox } from "@/features/admin/admin-layout";
import { ListTable, ListTotal } from "@/features/admin/list-parts";
import { UserTypeBadge } from "@/features/admin/badges";
import { adminKeys } from "@/features/admin/api/keys";
import { adminUsersQuery, updateAdminUser } from "@/features/admin/api/users";
import { useDebounced } from "@/features/admin/use-debounced";
import { errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { EmailText } from "@/components/ui/email-text";

function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [userType, setUserType] = useState<UserType>(user.userType);
  // Suspending signs a person out everywhere: it takes a second, deliberate click.
  const [confirmingSuspend, setConfirmingSuspend] = useState(false);
  const save = useMutation({
    mutationFn: (body: { userType?: UserType; suspended?: boolean }) => updateAdminUser(user.id, body),
    onSuccess: () => {
      toast({ title: "User updated", variant: "success" });
      void queryClient.invalidateQueries({ queryKey: adminKeys.list("users") });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      onClose();
    },
    onError: (error) =>
      toast({
        title: "Update failed",
        description:
          error && errorMessage(error).includes("last admin")
            ? errorMessage(error)
            : "Failed to update user information. Please try again.",
        variant: "destructive",
      }),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader title={`Edit ${user.firstName} ${user.lastName}`} description={user.email} />
        <div className="grid gap-1.5">
          <Label htmlFor="edit-user-type">Account type</Label>
          <NativeSelect id="edit-user-type" value={userType} onChange={(e) => setUserType(e.target.value as UserType)}>
            {USER_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="rounded-xl border border-slate-200 p-4">
          <p className="font-medium text-slate-900">
            {user.suspendedAt ? "This account is suspended." : "Suspend this account"}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {user.suspendedAt
              ? "Restoring lets the user log in again and relists their tasker profile."
              : "A suspended user is signed out everywhere, cannot log in, and their tasker profile disappears from search."}
          </p>
          {confirmingSuspend ? (
            <div role="alert" className="mt-3 rounded-lg bg-red-50 p-3">
              <p className="text-sm font-medium text-red-900">
                Suspend {user.firstName} {user.lastName}? They are signed out at once and cannot log in.
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={save.isPending}
                  onClick={() => save.mutate({ suspended: true })}
                >
                  Yes, suspend
                </Button>
                <Button size="sm" variant="outline" onClick={() => setConfirmingSuspend(false)}>
                  Keep active
                </Button>
              </div>
            </div>
          ) : (
            <Button
              className="mt-3"
              size="sm"
              variant={user.suspendedAt ? "outline" : "destructive"}
              disabled={save.isPending}
              onClick={() => (user.suspendedAt ? save.mutate({ suspended: false }) : setConfirmingSuspend(true))}
            >
              {user.suspendedAt ? "Restore User" : "Suspend User"}
            </Button>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={save.isPending || userType === user.userType} onClick={() => save.mutate({ userType })}>
            Save Changes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export default function AdminUsersPage() {
  const [q, setQ] = useState("");
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const list = useQuery(adminUsersQuery({ q: useDebounced(q), limit: "100" }));
  return (
    <AdminLayout title="Users" actions={<ListTotal list={list} noun="user" />}>
      <div className="mb-4">
        <SearchBox label="Search users" placeholder="Name or email" value={q} onChange={setQ} />
      </div>
      <ListTable list={list} head={["Name", "Email", "Type", "Location", "Joined", ""]}>
        {list.data?.items.map((u) => (
          <tr key={u.id}>
            <td className="px-4 py-3 font-medium text-slate-900">
              {u.firstName} {u.lastName}{" "}
              {u.suspendedAt && (
                <Badge variant="danger" className="ml-1">
                  Suspended
                </Badge>
              )}
            </td>
            <td className="px-4 py-3 text-slate-700">
              <EmailText email={u.email} />
            </td>
            <td className="px-4 py-3">
              <UserTypeBadge type={u.userType} />
            </td>
            <td className="px-4 py-3 text-slate-700">{u.location ?? "—"}</td>
            <td className="px-4 py-3 text-slate-700">{format(new Date(u.createdAt), "MMM d, yyyy")}</td>
            <td className="px-4 py-3 text-right">
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(u)}
                aria-label={`Edit ${u.firstName} ${u.lastName}`}
              >
                Edit
              </Button>
            </td>
          </tr>
        ))}
      </ListTable>
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
    </AdminLayout>
  );
}
