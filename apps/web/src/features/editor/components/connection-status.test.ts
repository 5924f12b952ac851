import { describe, expect, it } from "vitest";
import { connectionState } from "./connection-status";

describe("connectionState", () => {
  it("is connecting before the first connection and reconnecting after one was lost", () => {
    expect(connectionState("connecting", false, true)).toBe("connecting");
    expect(connectionState("connected", false, true)).toBe("connected");
    expect(connectionState("connecting", true, true)).toBe("reconnecting");
  });
  it("is offline when a connection was lost and the socket is down or the browser is offline", () => {
    expect(connectionState("disconnected", true, true)).toBe("offline");
    expect(connectionState("connecting", true, false)).toBe("offline");
    expect(connectionState("disconnected", false, true)).toBe("connecting");
  });
});
