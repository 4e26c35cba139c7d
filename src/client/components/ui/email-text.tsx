// An e-mail address that wraps where a reader expects it to: before the @ and before each dot of the
// domain, never in the middle of a name (a long address in a narrow column otherwise breaks anywhere).
import { Fragment } from "react";

export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  const domain = email.slice(at + 1).split(".");
  return (
    <>
      {email.slice(0, at)}
      <wbr />@
      {domain.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
