// The pages a person sees after following an unsubscribe link from an e-mail: a confirmation with a
// button (following the link changes nothing), the answer once it is done, and a clear refusal of a
// link that is not ours. Plain server-rendered HTML with no script, in taskly's colours.
import { escapeHtml } from "../../pages/html";
import { PREFERENCES_PATH } from "../../lib/mailer";

const STYLE = `
body { margin: 0; font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  background: #f8fafc; color: #0f172a; }
header { background: #fff; border-bottom: 1px solid #e2e8f0; padding: 1rem 1.25rem; }
header a { color: #0f766e; font-weight: 700; font-size: 1.25rem; text-decoration: none; }
main { max-width: 32rem; margin: 2.5rem auto; padding: 0 1rem; }
.card { background: #fff; border: 1px solid #e2e8f0; border-radius: 1rem; padding: 1.75rem 1.5rem;
  box-shadow: 0 1px 3px rgba(15, 23, 42, 0.06); }
h1 { font-size: 1.5rem; line-height: 1.3; margin: 0 0 0.75rem; overflow-wrap: anywhere; }
p { line-height: 1.6; margin: 0 0 1rem; color: #334155; }
button { font: inherit; font-weight: 600; color: #fff; background: #0f766e; border: 0; border-radius: 0.5rem;
  padding: 0.75rem 1.25rem; cursor: pointer; width: 100%; }
button:hover { background: #115e59; }
:focus-visible { outline: 2px solid #0d9488; outline-offset: 2px; }
.links { margin: 1.25rem 0 0; font-size: 0.95rem; }
.links a { color: #0f766e; font-weight: 600; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · taskly</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">taskly</a></header>
<main><div class="card">
${content}
<p class="links"><a href="${PREFERENCES_PATH}">Notification settings</a></p>
</div></main>
</body>
</html>`;
}

/** GET: asks; the button posts the one-click body to the same address. */
export const confirmPage = (label: string) =>
  page(
    `Stop ${label} e-mails?`,
    `<h1>Stop “${escapeHtml(label)}” e&#8209;mails?</h1>
<p>You will no longer get e-mails about ${escapeHtml(label.toLowerCase())}. Notifications in the app stay as they are,
and you can turn these e-mails back on at any time.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
  );

export const donePage = (label: string) =>
  page(
    "Unsubscribed",
    `<h1>You're unsubscribed</h1>
<p role="status">You will no longer get “${escapeHtml(label)}” e-mails. Change this, or anything else taskly sends
you, in your notification settings.</p>`,
  );

export const refusedPage = (message: string) =>
  page(
    "This link does not work",
    `<h1>This link does not work</h1>
<p>${escapeHtml(message)}</p>
<p>Sign in to choose which e-mails taskly sends you.</p>`,
  );
