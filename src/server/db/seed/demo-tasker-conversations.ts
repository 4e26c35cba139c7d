// The demo tasker's conversations with the customers of the soundbar booking (unread by Taylor),
// the job running now and the finished mirror job.
import { addConversation } from "./conversation-rows";
import type { DemoTaskerWork } from "./demo-tasker-work";
import type { SeedContext } from "./model";
import type { Cast } from "./people";
import { before, DAY, HOUR } from "./time";

export function seedDemoTaskerConversations(ctx: SeedContext, cast: Cast, work: DemoTaskerWork): void {
  const { taylor } = cast;
  const ago = (ms: number) => before(ctx.clock.hourNow, ms);
  const soundbar = work.taylorSoundbar.booking.customer;
  addConversation(
    ctx,
    { a: taylor, b: soundbar, task: work.taylorSoundbar.task, start: ago(3 * DAY) },
    [
      [
        soundbar,
        "Hi Taylor, quick question before the appointment: the walls in my building are plaster. Will you need anything special?",
        0,
      ],
      [
        taylor,
        "Good to know! I'll bring a masonry bit and toggle bolts for plaster. Is the TV mount tilting or fixed?",
        52,
      ],
      [soundbar, "Tilting. The soundbar came with its own bracket.", 16],
      [taylor, "Perfect, I'll mount the soundbar right under the TV and keep the cables tidy.", 7],
      [soundbar, "Great! Also, is it ok if my cat is home? She's very friendly.", 2 * 24 * 60 + 14 * 60],
    ],
    taylor,
  );
  const shelves = work.taylorShelves.booking.customer;
  addConversation(ctx, { a: taylor, b: shelves, task: work.taylorShelves.task, start: ago(26 * HOUR) }, [
    [shelves, "Hi Taylor, see you tomorrow! The shelves are in the living room, still in their boxes.", 0],
    [taylor, "Thanks! I'll find the studs first and mark the layout for you to approve before drilling.", 34],
    [taylor, "On my way, about 10 minutes out.", 24 * 60 + 10],
    [shelves, "Great, I'll leave the side gate open for you.", 3],
  ]);
  const { task, booking } = work.taylorMirror;
  const customer = booking.customer;
  addConversation(ctx, { a: taylor, b: customer, task, start: before(booking.start, 2 * DAY) }, [
    [customer, "Hi Taylor! Could you bring extra wall anchors? The mirror is really heavy.", 0],
    [taylor, "Absolutely, I always carry heavy-duty anchors and a French cleat for big mirrors.", 20],
    [customer, "Everything looks amazing, thank you!", 2 * 24 * 60 + 4 * 60],
    [taylor, "Thank you! If you ever need anything else mounted, just message me.", 15],
  ]);
}
