// "Verify your ID" on the tasker's profile settings: where their check stands (not started, waiting
// for review, verified until a date, or rejected with the reason), and the way to start one: a photo
// of their ID for taskly to review, or Stripe Identity's own page when this server uses Stripe.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { IdCard } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import type { IdentityStatus } from "@contract/badges";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { taskerKeys } from "@/features/taskers";
import { errorMessage } from "@/lib/api";
import { identityQuery, startStripeIdentity, uploadIdPhoto } from "./api/identity";

const DAY = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "long", year: "numeric" });

function StatusLine({ status }: { status: IdentityStatus }) {
  switch (status.state) {
    case "verified":
      return (
        <p className="text-slate-700">
          <span className="font-semibold text-emerald-800">Verified</span>
          {status.badge && <> until {DAY.format(new Date(status.badge.expiresAt))}</>}. Your profile shows the "ID
          verified" badge.
        </p>
      );
    case "pending":
      return (
        <p className="text-slate-700">
          <span className="font-semibold text-slate-900">Pending review.</span>{" "}
          {status.method === "manual"
            ? "Our team checks your ID photo, usually within a day; the photo is deleted once it is decided."
            : "Finish the steps on Stripe's page; we update this when Stripe has checked your ID."}
        </p>
      );
    case "rejected":
    case "requires_input":
      return (
        <p className="text-slate-700" role="status">
          <span className="font-semibold text-red-800">Not verified:</span> {status.reason ?? "please try again."} You
          can try again.
        </p>
      );
    default:
      return (
        <p className="text-slate-700">
          Not started. A verified ID adds an "ID verified" badge, with the month it was checked, to your profile.
        </p>
      );
  }
}

function ManualUpload() {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: uploadIdPhoto,
    onSuccess: (status) => {
      queryClient.setQueryData(taskerKeys.identity(), status);
      setFile(null);
      if (input.current) input.current.value = "";
      toast({ title: "ID photo sent", description: "We'll tell you when it's reviewed.", variant: "success" });
    },
    onError: (e) => toast({ title: "Not sent", description: errorMessage(e), variant: "destructive" }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) upload.mutate(file);
  };
  return (
    <form className="grid gap-3" onSubmit={submit}>
      <div className="grid gap-1.5">
        <Label htmlFor="id-photo">Photo of your ID (passport, driving licence or ID card)</Label>
        <input
          ref={input}
          id="id-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby="id-photo-hint"
          className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-slate-900 hover:file:bg-slate-200"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <p id="id-photo-hint" className="text-xs text-slate-600">
          JPEG, PNG, WebP or AVIF, up to 10 MB. Only taskly's reviewers see it, and it is deleted after the review.
        </p>
      </div>
      <Button type="submit" className="justify-self-start" disabled={!file || upload.isPending}>
        {upload.isPending ? "Sending..." : "Send for review"}
      </Button>
    </form>
  );
}

function StripeStart() {
  const start = useMutation({
    mutationFn: startStripeIdentity,
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (e) => toast({ title: "Could not start", description: errorMessage(e), variant: "destructive" }),
  });
  return (
    <Button className="justify-self-start" onClick={() => start.mutate()} disabled={start.isPending}>
      {start.isPending ? "Opening Stripe..." : "Continue with Stripe"}
    </Button>
  );
}

export function VerifyIdSection() {
  const { data: status, isError, error } = useQuery(identityQuery());
  const soonExpiring = status?.badge && new Date(status.badge.expiresAt).getTime() - Date.now() < 30 * 24 * 3_600_000;
  const canStart = status && status.state !== "pending" && (status.state !== "verified" || soonExpiring);
  return (
    <Card id="verify-id" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <IdCard className="size-5 text-brand-700" aria-hidden="true" /> Verify your ID
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {isError && <p role="alert">{errorMessage(error)}</p>}
        {status && <StatusLine status={status} />}
        {canStart && (status.method === "manual" ? <ManualUpload /> : <StripeStart />)}
      </CardContent>
    </Card>
  );
}
