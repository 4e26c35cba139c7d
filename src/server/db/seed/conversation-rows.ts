// A seeded conversation: its row and its messages, each line some minutes after the one before.
// Every message is read a little after it arrived, except the trailing ones to `unreadFor`.
import type { Person, SeedContext, SeedRows, SeedTask } from "./model";
import { after, earliest, MINUTE } from "./time";

/** Sender, text, minutes after the previous line. */
export type Line = [Person, string, number];

type MessageDraft = SeedRows["messages"][number] & { createdAt: Date; receiver: Person };

/** The order PostgreSQL uses for uuid values (bytewise), which is lowercase-hex string order. */
export function orderedPair(a: string, b: string): [string, string] {
  return a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
}

export function addConversation(
  { rng, newId, clock, rows }: SeedContext,
  between: { a: Person; b: Person; task: SeedTask | null; start: Date },
  lines: Line[],
  unreadFor?: Person,
): void {
  const { a, b, task, start } = between;
  const [userA, userB] = orderedPair(a.id, b.id);
  const id = newId();
  let t = start.getTime();
  const msgs = lines.map(([sender, content, minutes], n): MessageDraft => {
    t += (n === 0 ? 0 : minutes) * MINUTE;
    const receiver = sender === a ? b : a;
    return {
      id: newId(),
      conversationId: id,
      senderId: sender.id,
      receiverId: receiver.id,
      content,
      createdAt: new Date(t),
      readAt: null,
      receiver,
    };
  });
  if (t >= clock.now.getTime()) throw new Error(`Seed conversation ends in the future: ${lines[0][1]}`);
  let unread = true;
  for (let n = msgs.length - 1; n >= 0; n -= 1) {
    const m = msgs[n];
    if (unread && unreadFor && m.receiver === unreadFor) continue;
    unread = false;
    m.readAt = earliest(after(m.createdAt, rng.int(2, 45) * MINUTE), clock.now);
  }
  rows.conversations.push({
    id,
    userA,
    userB,
    taskId: task?.id ?? null,
    lastMessageAt: new Date(t),
    createdAt: new Date(start),
  });
  for (const { receiver: _receiver, ...m } of msgs) rows.messages.push(m);
}
