// The "both" account's conversations: as a customer with a tasker offering on the desk, as a tasker
// with the customer of the upcoming move-out clean (both unread by Jordan).
import { addConversation } from "./conversation-rows";
import type { DemoBothWork } from "./demo-both-work";
import type { SeedContext } from "./model";
import type { Cast } from "./people";
import { before, HOUR } from "./time";

export function seedDemoBothConversations(ctx: SeedContext, cast: Cast, work: DemoBothWork): void {
  const { jordan } = cast;
  const ago = (ms: number) => before(ctx.clock.hourNow, ms);
  const helper = work.deskHelper;
  addConversation(
    ctx,
    { a: jordan, b: helper, task: work.jordanDesk, start: ago(20 * HOUR) },
    [
      [
        helper,
        "Hi Jordan, I can assemble the desk and install the cable tray. Against a wall or floating in the room?",
        0,
      ],
      [jordan, "Against the wall, near the window. Thanks!", 44],
      [helper, "Got it. I can also set the height presets for you once it's up.", 12],
    ],
    jordan,
  );
  const { task, booking } = work.jordanUpcoming;
  const customer = booking.customer;
  addConversation(
    ctx,
    { a: jordan, b: customer, task, start: ago(30 * HOUR) },
    [
      [customer, "Hi Jordan, the landlord does a walkthrough the day after, so the oven and fridge matter most.", 0],
      [jordan, "Understood! I'll start with the kitchen and bring a degreaser for the oven.", 29],
      [customer, "Perfect. The key will be with the doorman.", 26 * 60],
    ],
    jordan,
  );
}
