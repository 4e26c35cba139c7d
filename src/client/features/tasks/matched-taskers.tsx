// Get Matched: taskers who fit a task, nearest first and those free on its date first within a distance,
// each saying whether they are free that day, with an Invite button.
import { useMutation, useQuery } from "@tanstack/react-query";
import { BadgeCheck, CalendarCheck, CalendarX, Check, MapPin, Send, Users } from "lucide-react";
import { Link } from "wouter";
import type { Match } from "@contract/tasks";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/page-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Rating } from "@/components/ui/rating";
import { toast } from "@/components/ui/use-toast";
import { useCurrency } from "@/features/currency";
import { useDistanceAway } from "@/features/places";
import { errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { taskKeys } from "./api/keys";
import { inviteTasker, matchesQuery } from "./api/matches";

export function MatchedTaskers({ taskId }: { taskId: string }) {
  const matches = useQuery(matchesQuery(taskId));
  if (matches.isLoading)
    return (
      <div className="grid gap-3 sm:grid-cols-2" aria-busy="true" aria-label="Loading matched taskers">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  if (matches.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {errorMessage(matches.error, "We could not load matching taskers.")}{" "}
        <button className="font-semibold underline" onClick={() => void matches.refetch()}>
          Try again
        </button>
      </div>
    );
  if (!matches.data?.length)
    return (
      <EmptyState icon={Users} title="No matching taskers nearby yet">
        Taskers browsing open tasks can still send you offers. We'll show them on My Tasks.
      </EmptyState>
    );
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Matched taskers">
      {matches.data.map((m) => (
        <MatchCard key={m.id} taskId={taskId} match={m} />
      ))}
    </ul>
  );
}

function MatchCard({ taskId, match }: { taskId: string; match: Match }) {
  const distanceAway = useDistanceAway();
  const { format } = useCurrency();
  const invite = useMutation({
    mutationFn: () => inviteTasker(taskId, match.id),
    onSuccess: () => {
      toast({
        title: "Invitation sent",
        description: `${match.name} will see your task at the top of their list.`,
        variant: "success",
      });
      void queryClient.invalidateQueries({ queryKey: taskKeys.mine() });
    },
    onError: (error) => toast({ title: "Could not invite", description: errorMessage(error), variant: "destructive" }),
  });
  return (
    <li className="min-w-0">
      <Card className="flex h-full min-w-0 items-start gap-3 p-4">
        <Avatar initials={match.initials} image={match.profileImage} seed={match.userId} />
        <div className="min-w-0 flex-1">
          {/* The whole name, wrapping when long ('Brooks Home Services'): the Invite button sits
              below the details, not beside them. */}
          <p className="flex items-start gap-1 font-semibold text-slate-900" data-testid="match-name">
            <Link href={`/taskers/${match.id}`} className="min-w-0 break-words hover:underline">
              {match.name}
            </Link>
            {match.isVerified && (
              <BadgeCheck className="mt-1 size-4 shrink-0 text-brand-700" aria-label="Verified tasker" />
            )}
          </p>
          <Rating value={match.rating} reviews={match.totalReviews} className="mt-0.5" />
          {match.location && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="min-w-0 break-words">
                {match.location}
                {match.distanceKm != null && ` · ${distanceAway(match.distanceKm)}`}
              </span>
            </p>
          )}
          <p
            className={`mt-0.5 flex items-center gap-1 text-sm ${match.freeOnTaskDate ? "text-emerald-800" : "text-slate-600"}`}
          >
            {match.freeOnTaskDate ? (
              <CalendarCheck className="size-3.5 shrink-0" aria-hidden="true" />
            ) : (
              <CalendarX className="size-3.5 shrink-0" aria-hidden="true" />
            )}
            {match.freeOnTaskDate ? "Free that day" : "Not free that day"}
          </p>
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{format(match.hourlyRate ?? 0)}</span>/hr
            {match.isVerified && <span className="ml-2 text-xs font-medium text-brand-800">Verified</span>}
          </p>
          <div className="mt-3">
            {match.invited ? (
              <span className="inline-flex min-h-9 items-center gap-1 rounded-lg bg-emerald-50 px-3 text-sm font-semibold text-emerald-800">
                <Check className="size-4" aria-hidden="true" /> Invited
              </span>
            ) : (
              <Button
                size="sm"
                onClick={() => invite.mutate()}
                disabled={invite.isPending}
                aria-label={`Invite ${match.name}`}
              >
                <Send /> {invite.isPending ? "Inviting..." : "Invite"}
              </Button>
            )}
          </div>
        </div>
      </Card>
    </li>
  );
}
