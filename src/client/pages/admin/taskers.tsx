// /admin/taskers: search by name, email or skill, filter by verification; each tasker's profile,
// verification, payouts page and the audited Pause payouts / Resume payouts.
import { useMutation, useQuery } from "@tanstack/react-query";
import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { AdminTasker } from "@contract/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Rating } from "@/components/ui/rating";
import { toast } from "@/components/ui/use-toast";
import { AdminLayout, SearchBox, plural } from "@/features/admin/admin-layout";
import { FilterSelect, ListTable, ListTotal } from "@/features/admin/list-parts";
import { adminKeys } from "@/features/admin/api/keys";
import { adminTaskersQuery, setTaskerVerified } from "@/features/admin/api/taskers";
import { useDebounced } from "@/features/admin/use-debounced";
import { useCurrency } from "@/features/currency/currency-context";
import { PayoutPauseControl } from "@/features/money/payout-pause-control";
import { queryClient } from "@/lib/query-client";

function Skills({ skills }: { skills: string[] }) {
  return (
    <div className="flex flex-wrap gap-1">
      {skills.slice(0, 3).map((s) => (
        <Badge key={s} variant="secondary">
          {s}
        </Badge>
      ))}
      {skills.length > 3 && <Badge variant="outline">+{skills.length - 3} more</Badge>}
    </div>
  );
}

function useVerify() {
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) => setTaskerVerified(id, isVerified),
    onSuccess: () => {
      toast({ title: "Tasker updated", variant: "success" });
      void queryClient.invalidateQueries({ queryKey: adminKeys.list("taskers") });
    },
    onError: () =>
      toast({
        title: "Update failed",
        description: "Failed to update tasker profile. Please try again.",
        variant: "destructive",
      }),
  });
}

function VerifyButton({ tasker, onDone }: { tasker: AdminTasker; onDone?: () => void }) {
  const verify = useVerify();
  return (
    <Button
      size="sm"
      variant={tasker.isVerified ? "outline" : "default"}
      disabled={verify.isPending}
      onClick={() => verify.mutate({ id: tasker.id, isVerified: !tasker.isVerified }, { onSuccess: onDone })}
    >
      {tasker.isVerified ? "Remove Verification" : "Verify Tasker"}
    </Button>
  );
}

const VerifiedBadge = ({ verified }: { verified: boolean }) =>
  verified ? (
    <Badge variant="success">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified
    </Badge>
  ) : (
    <Badge variant="warning">Pending</Badge>
  );

const VERIFICATION_FILTERS = [
  ["false", "Pending verification"],
  ["true", "Verified"],
] as const;

export default function AdminTaskersPage() {
  const { format } = useCurrency();
  const [q, setQ] = useState("");
  const [open, setOpen] = useState<AdminTasker | null>(null);
  const [verified, setVerified] = useState("");
  const list = useQuery(adminTaskersQuery({ q: useDebounced(q), limit: "100", ...(verified ? { verified } : {}) }));
  return (
    <AdminLayout title="Taskers" actions={<ListTotal list={list} noun="tasker" />}>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label="Search taskers" placeholder="Name, email or skill" value={q} onChange={setQ} />
        <FilterSelect
          id="verified-filter"
          label="Verification"
          value={verified}
          onChange={setVerified}
          allLabel="All taskers"
          options={VERIFICATION_FILTERS}
          className="sm:w-56"
        />
      </div>
      <ListTable list={list} head={["Tasker", "Contact", "Skills", "Rate", "Status", ""]}>
        {list.data?.items.map((t) => (
          <tr key={t.id}>
            <td className="min-w-52 px-4 py-3">
              <p className="font-medium text-slate-900">{t.name}</p>
              <p className="text-xs text-slate-600">
                {t.user.firstName} {t.user.lastName} · {t.user.location ?? "—"}
              </p>
              <p className="mt-1 flex gap-3 text-xs font-medium">
                <button
                  type="button"
                  className="inline-flex min-h-6 items-center rounded text-brand-700 underline-offset-4 hover:underline"
                  onClick={() => setOpen(t)}
                  aria-label={`View profile of ${t.name}`}
                >
                  Profile
                </button>
                <Link
                  href={`/admin/taskers/${t.userId}/payouts`}
                  className="inline-flex min-h-6 items-center rounded text-brand-700 underline-offset-4 hover:underline"
                  aria-label={`Payouts of ${t.name}`}
                >
                  Payouts
                </Link>
              </p>
            </td>
            <td className="px-4 py-3">
              <p className="text-slate-700">{t.user.email}</p>
              <p className="text-xs text-slate-600">{t.user.phone ?? ""}</p>
            </td>
            <td className="px-4 py-3">
              <Skills skills={t.skills} />
            </td>
            <td className="px-4 py-3 text-slate-700">{format(t.hourlyRate)}/hr</td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-1">
                <VerifiedBadge verified={t.isVerified} />
                {t.payoutsPaused && (
                  <Badge variant="danger" title={t.payoutsPaused.reason}>
                    Payouts paused
                  </Badge>
                )}
              </div>
            </td>
            <td className="px-4 py-3 text-right">
              <div className="flex justify-end gap-2 whitespace-nowrap">
                <PayoutPauseControl taskerId={t.userId} name={t.name} paused={Boolean(t.payoutsPaused)} />
                <VerifyButton tasker={t} />
              </div>
            </td>
          </tr>
        ))}
      </ListTable>
      {open && (
        <Dialog open onOpenChange={(o) => !o && setOpen(null)}>
          <DialogContent>
            <DialogHeader
              title={open.name}
              description={`${open.user.firstName} ${open.user.lastName} · ${open.user.email}`}
            />
            <div className="flex flex-wrap items-center gap-2">
              <VerifiedBadge verified={open.isVerified} />
              <Rating value={open.rating} reviews={open.totalReviews} />
              <span className="text-sm text-slate-600">· {plural(open.completedTasks, "task")} completed</span>
            </div>
            <p className="whitespace-pre-line text-sm text-slate-700">{open.bio ?? "No bio."}</p>
            <Skills skills={open.skills} />
            <p className="text-sm text-slate-700">
              Rate {format(open.hourlyRate)}/hr · Experience {open.experience ?? "—"}
            </p>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(null)}>
                Close
              </Button>
              <VerifyButton tasker={open} onDone={() => setOpen(null)} />
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </AdminLayout>
  );
}
