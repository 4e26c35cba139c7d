// Settings' "Blocked people": everyone the signed-in user blocked, with when, and Unblock (confirmed).
import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { useState } from "react";
import type { BlockedPerson } from "@contract/blocks";
import { initialsFor } from "@contract/tasker-display";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { blockedPeopleQuery } from "./api/blocks";
import { BlockDialog } from "./block-dialogs";
import { useBlock } from "./use-block";

function BlockedRow({ person }: { person: BlockedPerson }) {
  const { unblock } = useBlock(person.userId, person.name);
  const [asking, setAsking] = useState(false);
  // On a phone Unblock goes under the name, so a long name keeps the row's width and breaks between words.
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <Avatar
        initials={initialsFor(person.name, person.userId)}
        image={person.avatarUrl ?? null}
        seed={person.userId}
        size="sm"
      />
      <div className="min-w-0 flex-1 basis-48">
        <p className="break-words font-semibold text-slate-900">{person.name}</p>
        <p className="whitespace-nowrap text-sm text-slate-600">
          Blocked {format(new Date(person.blockedAt), "MMM d, yyyy")}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="ml-12 sm:ml-0"
        onClick={() => setAsking(true)}
        aria-label={`Unblock ${person.name}`}
      >
        Unblock
      </Button>
      <BlockDialog
        change="unblock"
        name={person.name}
        open={asking}
        onOpenChange={setAsking}
        pending={unblock.isPending}
        onConfirm={() => unblock.mutate(undefined, { onSuccess: () => setAsking(false) })}
      />
    </li>
  );
}

export function BlockedPeople() {
  const list = useQuery(blockedPeopleQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle id="blocked-people">Blocked people</CardTitle>
      </CardHeader>
      <CardContent className="pt-2">
        {list.isLoading && <Skeleton className="h-12 w-full" />}
        {list.isError && <p className="text-sm text-red-700">{errorMessage(list.error)}</p>}
        {list.data?.length === 0 && (
          <p className="text-sm text-slate-600">
            You haven&apos;t blocked anyone. Blocking someone keeps you apart quietly: they aren&apos;t told.
          </p>
        )}
        {!!list.data?.length && (
          <ul className="divide-y divide-slate-100" aria-labelledby="blocked-people">
            {list.data.map((person) => (
              <BlockedRow key={person.userId} person={person} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
