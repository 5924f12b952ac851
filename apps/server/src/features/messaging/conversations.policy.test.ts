import { describe, expect, it } from "vitest";
import {
  type ChannelActor,
  canAddChannelMembers,
  canManageChannel,
  canRemoveChannelMember,
} from "./conversations.policy";

const as = (memberRole: "owner" | "member", orgRole = "USER"): ChannelActor => ({ userId: "me", orgRole, memberRole });

describe("channel policy", () => {
  it("lets the owner and ADMIN members run a channel, nobody else", () => {
    expect(canManageChannel(as("owner"))).toBe(true);
    expect(canManageChannel(as("member", "ADMIN"))).toBe(true);
    for (const role of ["USER", "MANAGER", "TEAM LEAD", "GUEST", "AUDITOR"]) {
      expect(canManageChannel(as("member", role))).toBe(false);
    }
  });

  it("opens a public channel's door to every member, a private one's to its managers", () => {
    expect(canAddChannelMembers(as("member"), "public")).toBe(true);
    expect(canAddChannelMembers(as("member"), "private")).toBe(false);
    expect(canAddChannelMembers(as("owner"), "private")).toBe(true);
    expect(canAddChannelMembers(as("member", "ADMIN"), "private")).toBe(true);
  });

  it("lets anyone leave, and only managers remove others", () => {
    expect(canRemoveChannelMember(as("member"), "me")).toBe(true);
    expect(canRemoveChannelMember(as("member"), "someone")).toBe(false);
    expect(canRemoveChannelMember(as("owner"), "someone")).toBe(true);
    expect(canRemoveChannelMember(as("member", "ADMIN"), "someone")).toBe(true);
  });
});
