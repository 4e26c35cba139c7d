import { describe, expect, it } from "vitest";
import { realtimeUrl } from "./realtime-url";

describe("realtimeUrl", () => {
  it("uses the page's host, with wss on https and ws on http", () => {
    expect(realtimeUrl({ protocol: "https:", host: "taskly.example" })).toBe("wss://taskly.example/api/ws");
    expect(realtimeUrl({ protocol: "http:", host: "localhost:5000" })).toBe("ws://localhost:5000/api/ws");
  });
});
