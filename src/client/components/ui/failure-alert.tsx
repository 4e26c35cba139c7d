// A request's failure said at the form that sent it, in the seed client's words ('Login failed', 'Booking
// failed' ...): a title and the one sentence that says why. The only message of that failure: no
// toast repeats or contradicts it.
export function FailureAlert({ title, reason, testId }: { title: string; reason: string; testId?: string }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <p className="font-semibold">{title}</p>
      <p>{reason}</p>
    </div>
  );
}
