import { BadgeCheck, MapPin } from "lucide-react";
import { Link } from "wouter";
import { SKILL_BADGES_PER_CARD } from "@contract/constants";
import { descriptionFromBio, UNKNOWN_LOCATION } from "@contract/tasker-display";
import type { TaskerCard as Tasker } from "@contract/taskers";
import { useDistanceAway } from "@/features/places";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Rating } from "@/components/ui/rating";
import { useCurrency } from "@/features/currency";
import { TaskerBadges } from "@/components/tasker-badges";

export function TaskerCard({ tasker }: { tasker: Tasker & { distanceKm?: number | null } }) {
  const distanceAway = useDistanceAway();
  const { format } = useCurrency();
  return (
    <Card className="flex h-full min-w-0 flex-col p-5 transition-shadow hover:shadow-md" data-testid="tasker-card">
      <div className="flex items-start gap-3">
        <Avatar initials={tasker.initials} image={tasker.profileImage} seed={tasker.userId} />
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1 truncate font-semibold text-slate-900">
            <span className="truncate">{tasker.name}</span>
            {tasker.isVerified && (
              <BadgeCheck className="size-4 shrink-0 text-brand-700" aria-label="Verified tasker" />
            )}
          </h3>
          {tasker.location !== UNKNOWN_LOCATION && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{tasker.location}</span>
              {tasker.distanceKm != null && (
                <span className="shrink-0 text-slate-500">· {distanceAway(tasker.distanceKm)}</span>
              )}
            </p>
          )}
          <Rating value={tasker.rating} reviews={tasker.totalReviews} className="mt-1" />
        </div>
      </div>
      <TaskerBadges badges={tasker.badges} className="mt-3" />
      <p className="mt-3 line-clamp-2 text-sm text-slate-700">{descriptionFromBio(tasker.bio)}</p>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {tasker.skills.slice(0, SKILL_BADGES_PER_CARD).map((skill) => (
          <Badge key={skill} variant="secondary">
            {skill}
          </Badge>
        ))}
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        <p className="text-lg font-bold text-slate-900">
          {format(tasker.hourlyRate ?? 0)}
          <span className="text-sm font-normal text-slate-600">/hr</span>
        </p>
        <Button variant="outline" size="sm" asChild>
          <Link href={`/taskers/${tasker.id}`} aria-label={`View Profile of ${tasker.name}`}>
            View Profile
          </Link>
        </Button>
      </div>
    </Card>
  );
}

export function TaskerCardSkeleton() {
  return (
    <Card className="p-5" aria-hidden="true">
      <div className="flex gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="mt-4 h-3 w-full" />
      <Skeleton className="mt-2 h-3 w-4/5" />
      <div className="mt-4 flex justify-between">
        <Skeleton className="h-6 w-20" />
        <Skeleton className="h-9 w-24" />
      </div>
    </Card>
  );
}
