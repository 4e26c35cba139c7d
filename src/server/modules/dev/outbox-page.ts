// The development outbox as a page a person reads in a browser: each mail's subject, time and body,
// with the links in the body clickable (a reset link is followed by a click). Everything from the
// mail is escaped; only http(s) addresses become links.

export interface OutboxMail {
  subject: string;
  body: string;
  createdAt: string;
  /** Its kind: a category of the preference grid, a locked kind, or "summary". */
  category: string | null;
  /** The SMTP headers it goes with (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: Record<string, string>;
  /** Held for the person's quiet hours until then (it then goes in a summary), or null. */
  heldUntil: string | null;
  /** The summary e-mail that told of it, once its quiet hours ended. */
  inSummary: boolean;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** An address runs to the next space or quote; a full stop, comma or bracket ending a sentence is not part of it. */
const LINK = /https?:\/\/[^\s<>"']+/g;
const SENTENCE_END = new Set([".", ",", ";", ":", "!", "?", ")", "]"]);

/** The address without the punctuation that ends the sentence around it (a loop: no backtracking pattern). */
function withoutSentenceEnd(address: string): string {
  let end = address.length;
  while (end > 0 && SENTENCE_END.has(address[end - 1]!)) end--;
  return address.slice(0, end);
}

export function linkify(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const address = withoutSentenceEnd(match[0]);
    if (address.endsWith("//")) continue; // nothing after the scheme: not an address
    html += escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(address)}">${escapeHtml(address)}</a>`;
    last = match.index + address.length;
  }
  return html + escapeHtml(text.slice(last));
}

function headerList(headers: Record<string, string>): string {
  const entries = Object.entries(headers);
  if (entries.length === 0) return "";
  const items = entries.map(
    ([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${linkify(value.replace(/^<|>$/g, ""))}</dd>`,
  );
  return `<dl class="headers">${items.join("")}</dl>\n`;
}

export function outboxPage(to: string, mails: OutboxMail[]): string {
  const items = mails.map(
    (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="when"><time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(mail.createdAt.replace("T", " ").slice(0, 19))} UTC</time>${
      mail.heldUntil
        ? ` · ${mail.inSummary ? "told of in a summary" : `held for quiet hours until ${escapeHtml(mail.heldUntil.replace("T", " ").slice(0, 16))} UTC`}`
        : ""
    }</p>
${headerList(mail.headers)}<pre>${linkify(mail.body)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox for ${escapeHtml(to)} · taskly</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 48rem; margin: 0 auto; padding: 1rem; color: #1f2937; }
article { border-top: 1px solid #d1d5db; padding: 0.5rem 0; }
h1 { font-size: 1.5rem; overflow-wrap: anywhere; }
h2 { font-size: 1.1rem; margin: 0.5rem 0 0; }
.when { color: #4b5563; margin: 0.25rem 0; font-size: 0.9rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
a { color: #1d4ed8; }
.headers { font-size: 0.85rem; color: #4b5563; margin: 0.25rem 0; overflow-wrap: anywhere; }
.headers dt { font-weight: 600; }
.headers dd { margin: 0 0 0.25rem 1rem; }
</style>
</head>
<body>
<main>
<h1>Outbox for ${escapeHtml(to)}</h1>
<p>The e-mails taskly would send to this address, newest first (the last 10). Nothing was sent: without
<code>SMTP_URL</code> mail stays here.</p>
${items.length ? items.join("\n") : "<p>No e-mails to this address yet.</p>"}
</main>
</body>
</html>
`;
}
