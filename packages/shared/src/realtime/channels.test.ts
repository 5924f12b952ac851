import { describe, expect, it } from "vitest";
import { channelKind, channelSchema, chatChannel, conversationChannel, parseChannel, userChannel } from "./channels";

const id = "0190a0b2-7c1d-7e3f-8a4b-5c6d7e8f9a0b";

describe("channel names", () => {
  it("accepts the four kinds and parses their parts", () => {
    expect(parseChannel(userChannel(id))).toEqual({ kind: "user", userId: id });
    expect(parseChannel(`workspace:${id}`)).toEqual({ kind: "workspace", workspaceId: id });
    expect(parseChannel(chatChannel("bearish", id))).toEqual({ kind: "chat", platform: "bearish", id });
    // Teams ids carry colons and at-signs; everything after the platform is the id.
    expect(parseChannel(conversationChannel("teams", "19:abc@thread.v2"))).toEqual({
      kind: "channel",
      platform: "teams",
      id: "19:abc@thread.v2",
    });
  });

  it("refuses malformed names", () => {
    for (const bad of [
      "",
      "user:",
      "user:not-a-uuid",
      `user:${id.toUpperCase()}`,
      `user:${id}:extra`,
      `team:${id}`,
      "chat:bearish",
      "chat::abc",
      "chat:Bearish:abc",
      "chat:bearish:a b",
      `chat:bearish:${"x".repeat(201)}`,
    ]) {
      expect(parseChannel(bad), bad).toBeNull();
      expect(channelSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("names the kind of a channel", () => {
    expect(channelKind(`workspace:${id}`)).toBe("workspace");
    expect(channelKind("chat:slack:C01")).toBe("chat");
  });
});
