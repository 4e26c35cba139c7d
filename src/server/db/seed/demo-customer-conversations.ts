// The demo customer's conversations: with the demo tasker about the TV offer (unread by Casey) and
// the painting booking (unread by Taylor), with a tasker offering on the wardrobe (unread by Casey),
// and with the mover of a finished job.
import type { DemoCustomerWork } from "./demo-customer-work";
import type { SeedContext } from "./model";
import type { Cast } from "./people";
import { addConversation } from "./conversation-rows";
import { before, DAY, HOUR } from "./time";

export function seedDemoCustomerConversations(ctx: SeedContext, cast: Cast, work: DemoCustomerWork): void {
  const { casey, taylor } = cast;
  const ago = (ms: number) => before(ctx.clock.hourNow, ms);
  addConversation(
    ctx,
    { a: casey, b: taylor, task: work.caseyTv, start: ago(46 * HOUR) },
    [
      [
        casey,
        "Hi Taylor, thanks for the offer! The wall above the fireplace is drywall over brick. Is that a problem for the mount?",
        0,
      ],
      [
        taylor,
        "Hi Casey! Not a problem at all. I'll drill into the brick with masonry anchors, which holds even better than studs.",
        38,
      ],
      [casey, "Great. Can you hide the HDMI and power cables too?", 12],
      [
        taylor,
        "Yes, with a recessed power kit I can run them inside the wall. It adds about 30 minutes and the kit is around $40 if you pick one up.",
        21,
      ],
      [casey, "Perfect, I'll order the kit today.", 95],
      [
        taylor,
        "Sounds good! Once you accept the offer I'll see you on the scheduled day. Please clear the mantel before I arrive.",
        22 * 60,
      ],
    ],
    casey,
  );
  addConversation(
    ctx,
    { a: casey, b: taylor, task: work.caseyPaint.task, start: ago(3 * DAY) },
    [
      [taylor, "Thanks for booking me, Casey! Do you have the paint, or should I pick up a sample to match?", 0],
      [
        casey,
        "I have a leftover can of the original color in the garage: Benjamin Moore Pale Oak, eggshell finish.",
        47,
      ],
      [
        taylor,
        "That works. I'll bring a fresh roller and a patch kit. The patch needs a couple of hours to dry, so plan on about three hours total.",
        15,
      ],
      [casey, "Sounds good. Street parking is free in front of the house.", 9],
      [
        casey,
        "One more thing: could you also look at a small crack above the closet door while you're here?",
        2 * 24 * 60 + 20 * 60,
      ],
    ],
    taylor,
  );
  const helper = work.wardrobeHelper;
  addConversation(
    ctx,
    { a: casey, b: helper, task: work.caseyWardrobe, start: ago(20 * HOUR) },
    [
      [helper, "Hi Casey, I saw your PAX wardrobe task. Do you already have the sliding doors and the organizers?", 0],
      [casey, "Yes, everything is here, 14 boxes in total!", 31],
      [
        helper,
        "Great, that's about four hours of work. I'll anchor both frames to the wall with the included brackets.",
        18,
      ],
      [
        helper,
        "Also, are your ceilings at least 8 feet? The tall frames need some room to tilt up during assembly.",
        6,
      ],
    ],
    casey,
  );
  const { task, booking } = work.caseyCouch;
  const mover = booking.tasker;
  addConversation(ctx, { a: casey, b: mover, task, start: before(booking.start, 2 * DAY) }, [
    [casey, "Hi! The sectional is supposed to arrive around noon. Can you come at 1?", 0],
    [mover, "1pm works. Is there an elevator or is it stairs only?", 25],
    [casey, "Stairs only, third floor, sorry!", 4],
    [mover, "No worries, I'll bring lifting straps. See you then.", 11],
    [casey, "Thank you so much, the couch looks great and not a scratch on the walls!", 2 * 24 * 60 + 3 * 60],
    [mover, "Glad I could help. Enjoy the new couch!", 40],
  ]);
}
