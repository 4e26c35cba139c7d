import { describe, expect, it } from "vitest";
import { auditActionLabel, auditSnapshotLabel, auditTargetLabel } from "./audit-labels";

describe("the audit log in words", () => {
  it("names every action an admin can take, never its code", () => {
    expect(auditActionLabel("user.suspend")).toBe("Suspended account");
    expect(auditActionLabel("user.restore")).toBe("Restored account");
    expect(auditActionLabel("tasker.verify")).toBe("Verified tasker");
    expect(auditActionLabel("task.status")).toBe("Changed task status");
    expect(auditTargetLabel("user")).toBe("Account");
    expect(auditActionLabel("payouts.pause")).toBe("Paused payouts");
    expect(auditActionLabel("dispute.resolved")).toBe("Dispute settled");
    expect(auditTargetLabel("dispute")).toBe("Dispute");
  });

  it("spells out the fields of a change", () => {
    expect(auditSnapshotLabel({ userType: "customer", suspended: false })).toBe(
      "Account type: customer, Suspended: No",
    );
    expect(auditSnapshotLabel({ status: "in_progress" })).toBe("Status: in progress");
    expect(auditSnapshotLabel(null)).toBe("—");
    expect(auditSnapshotLabel({ payoutsPaused: true, reason: "Identity check" })).toBe(
      "Payouts paused: Yes, Reason: Identity check",
    );
  });
});
