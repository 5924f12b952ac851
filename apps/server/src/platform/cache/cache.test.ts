import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answer-cache";
import { ChangeVersions } from "./change-versions";
import { SessionCache } from "./session-cache";

const actor = (userId: string, sessionId: string) => ({ userId, sessionId, role: "USER" });

describe("ChangeVersions", () => {
  it("changes a channel's stamp on its events only, and every stamp on people-level commands", () => {
    const v = new ChangeVersions();
    const a = v.stamp("workspace:a");
    const b = v.stamp("workspace:b");
    v.event("workspace:a");
    expect(v.stamp("workspace:a")).not.toBe(a);
    expect(v.stamp("workspace:b")).toBe(b);
    const a2 = v.stamp("workspace:a");
    v.control({ kind: "disconnect-user", userId: "u" });
    expect(v.stamp("workspace:a")).not.toBe(a2);
    expect(v.stamp("workspace:b")).not.toBe(b);
    const b2 = v.stamp("workspace:b");
    v.control({ kind: "recheck-channel", channel: "workspace:b" });
    expect(v.stamp("workspace:b")).not.toBe(b2);
    const b3 = v.stamp("workspace:b");
    v.reset();
    expect(v.stamp("workspace:b")).not.toBe(b3);
  });
});

describe("SessionCache", () => {
  it("answers until the time to live or the session's expiry, whichever comes first", () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 10 });
    cache.set("h1", actor("u1", "s1"), 10_000, 0);
    cache.set("h2", actor("u1", "s2"), 500, 0);
    expect(cache.get("h1", 999)).toEqual(actor("u1", "s1"));
    expect(cache.get("h1", 1000)).toBeNull();
    expect(cache.get("h2", 499)).not.toBeNull();
    expect(cache.get("h2", 500)).toBeNull();
  });

  it("forgets a user's sessions when their sockets are closed, and one session on sign-out", () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.set("h1", actor("u1", "s1"), 1e12, 0);
    cache.set("h2", actor("u1", "s2"), 1e12, 0);
    cache.set("h3", actor("u2", "s3"), 1e12, 0);
    cache.control({ kind: "disconnect-session", sessionId: "s3" });
    expect(cache.get("h3", 1)).toBeNull();
    expect(cache.get("h1", 1)).not.toBeNull();
    cache.control({ kind: "disconnect-user", userId: "u1", exceptSessionId: "s1" });
    expect(cache.get("h1", 1)).toBeNull();
    expect(cache.get("h2", 1)).toBeNull();
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 2 });
    cache.set("h1", actor("u1", "s1"), 1e12, 0);
    cache.set("h2", actor("u2", "s2"), 1e12, 0);
    cache.set("h3", actor("u3", "s3"), 1e12, 0);
    expect(cache.get("h1", 1)).toBeNull();
    expect(cache.get("h3", 1)).not.toBeNull();
  });

  it("remembers nothing with a time to live of 0", () => {
    const cache = new SessionCache({ ttlMs: 0, maxEntries: 2 });
    cache.set("h1", actor("u1", "s1"), 1e12, 0);
    expect(cache.get("h1", 0)).toBeNull();
  });
});

describe("AnswerCache", () => {
  it("reuses an answer only under the same stamp and before it expires", () => {
    const cache = new AnswerCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 1000 });
    cache.set("k", "0.1", Buffer.from("body"), 0);
    expect(cache.get("k", "0.1", 10)?.toString()).toBe("body");
    expect(cache.get("k", "0.2", 10)).toBeNull();
    expect(cache.get("k", "0.1", 10)).toBeNull();
    cache.set("k", "0.1", Buffer.from("body"), 0);
    expect(cache.get("k", "0.1", 1000)).toBeNull();
  });

  it("drops the least recently used answers beyond its bounds", () => {
    const cache = new AnswerCache({ ttlMs: 1000, maxEntries: 2, maxBytes: 1000 });
    cache.set("a", "s", Buffer.from("A"), 0);
    cache.set("b", "s", Buffer.from("B"), 0);
    expect(cache.get("a", "s", 1)?.toString()).toBe("A");
    cache.set("c", "s", Buffer.from("C"), 0);
    expect(cache.get("b", "s", 1)).toBeNull();
    expect(cache.get("a", "s", 1)?.toString()).toBe("A");
    const small = new AnswerCache({ ttlMs: 1000, maxEntries: 10, maxBytes: 40 });
    small.set("x", "s", Buffer.from("0123456789"), 0);
    small.set("y", "s", Buffer.from("0123456789"), 0);
    small.set("z", "s", Buffer.from("0123456789"), 0);
    small.set("w", "s", Buffer.from("0123456789"), 0);
    small.set("v", "s", Buffer.from("0123456789"), 0);
    expect(small.size).toBe(4);
    expect(small.get("x", "s", 1)).toBeNull();
  });
});
