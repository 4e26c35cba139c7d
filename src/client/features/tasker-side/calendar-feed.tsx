// The private calendar feed URL with Copy and Regenerate.
import { useQuery } from "@tanstack/react-query";
import { CalendarSync, Copy, RefreshCw } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { calendarFeedQuery, regenerateCalendarFeed } from "./api/calendar-feed";

export function CalendarFeedCard() {
  const feed = useQuery(calendarFeedQuery());
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
    } catch {
      input.current?.select();
      document.execCommand("copy");
    }
    toast({
      title: "Calendar link copied",
      description: "Paste it into Google Calendar, Outlook or Apple Calendar as a subscription.",
    });
  };

  const regenerate = async () => {
    setBusy(true);
    try {
      await regenerateCalendarFeed();
      setConfirming(false);
      toast({ title: "New calendar link created", description: "The old link no longer works.", variant: "success" });
    } catch (error) {
      toast({ title: "Couldn't create a new link", description: errorMessage(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3">
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <CalendarSync className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        Subscribe to this private link to see your confirmed bookings in your calendar app. Keep it secret.
      </p>
      {feed.isLoading ? (
        <Skeleton className="h-11 w-full" />
      ) : feed.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(feed.error)}
        </p>
      ) : (
        <>
          <label htmlFor="calendar-url" className="sr-only">
            Calendar feed URL
          </label>
          <Input
            id="calendar-url"
            ref={input}
            readOnly
            value={feed.data?.url ?? ""}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs sm:text-xs"
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy()}>
              <Copy /> Copy link
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              <RefreshCw /> Regenerate
            </Button>
          </div>
        </>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader
            title="Create a new calendar link?"
            description="The current link stops working right away. Calendars subscribed to it need the new link."
          />
          <DialogFooter>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={() => void regenerate()} disabled={busy}>
              {busy ? "Creating..." : "Create new link"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
