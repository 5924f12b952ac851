// The authorization table of the message extras: every endpoint against the message's sender,
// another member, a non-member, a non-member ADMIN and a signed-out caller; a refused write
// changes nothing.

import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageReactions, messages, messageUserStates, pollVotes } from "../../db/tables";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { expectAuthzOutcome } from "../workspaces/authz-cast";
import { captureEvents, insertAttachment, insertConversation, insertMessage } from "./message-extras-fixtures";
import { messagingApi } from "./messaging-fixtures";

const ACTORS = ["sender", "other member", "non-member", "non-member ADMIN", "signed out"] as const;
type Actor = (typeof ACTORS)[number];
type Person = Exclude<Actor, "signed out">;

let t: TestServer;
let people: Record<Person, TestUser>;
let chatId: string;

beforeAll(async () => {
  t = await createTestServer();
  people = {
    sender: await createUser(t),
    "other member": await createUser(t),
    "non-member": await createUser(t),
    "non-member ADMIN": await createUser(t, { role: "ADMIN" }),
  };
  chatId = await insertConversation(t, "chat", people.sender, [people["other member"]]);
});
afterAll(async () => {
  await t.close();
});

const userOf = (actor: Actor) => (actor === "signed out" ? undefined : people[actor]);
const idOf = (actor: Actor) => userOf(actor)?.user.id ?? "";

/** Members succeed, the rest 404 (they never learn the message exists), signed out 401. */
const members = (success = 200): Record<Actor, number> => ({
  sender: success,
  "other member": success,
  "non-member": 404,
  "non-member ADMIN": 404,
  "signed out": 401,
});
/** Only the sender; another member is refused with 403. */
const senderOnly = (): Record<Actor, number> => ({ ...members(), "other member": 403 });

const OPEN_POLL = {
  state: "open" as const,
  question: "Which day?",
  options: [
    { id: "mon", value: "Monday" },
    { id: "tue", value: "Tuesday" },
  ],
};

interface Endpoint {
  name: string;
  statuses: Record<Actor, number>;
  /** Prepares a fresh target, sends the request as `actor`, and returns how to check the state after it. */
  run(actor: Actor): Promise<{ res: LightMyRequestResponse; check(allowed: boolean): Promise<void> }>;
}

type Method = "GET" | "POST" | "PUT" | "PATCH";
const send = (method: Method, path: string, actor: Actor, body?: unknown) =>
  messagingApi(t, method, path, userOf(actor), body);

let watch: ReturnType<typeof captureEvents> | undefined;
/** The request under test: events published from here on are its own (setup's came before). */
function request(method: Method, path: string, actor: Actor, body?: unknown) {
  watch?.clear();
  return send(method, path, actor, body);
}

async function pinnedAt(id: string) {
  const [row] = await t.ctx.db.select({ at: messages.pinnedAt }).from(messages).where(eq(messages.id, id));
  return row?.at ?? null;
}
/** The actor's marks on the message (signed out: anyone's, since nobody may have gained one). */
async function marks(id: string, actor: Actor) {
  const person = userOf(actor);
  const [row] = await t.ctx.db
    .select({ starredAt: messageUserStates.starredAt, archivedAt: messageUserStates.archivedAt })
    .from(messageUserStates)
    .where(and(eq(messageUserStates.messageId, id), person ? eq(messageUserStates.userId, person.user.id) : undefined));
  return row ?? { starredAt: null, archivedAt: null };
}
async function reactionCount(id: string) {
  return (
    await t.ctx.db.select({ id: messageReactions.id }).from(messageReactions).where(eq(messageReactions.messageId, id))
  ).length;
}
async function storedPoll(id: string) {
  const [row] = await t.ctx.db.select({ poll: messages.poll }).from(messages).where(eq(messages.id, id));
  return row?.poll ?? null;
}
const fresh = (options: Parameters<typeof insertMessage>[3] = {}) => insertMessage(t, chatId, people.sender, options);
const noCheck = async () => {};

const ENDPOINTS: Endpoint[] = [
  {
    name: "POST message/pin",
    statuses: members(),
    async run(actor) {
      const id = await fresh();
      const res = await request("POST", "message/pin", actor, { messageId: id, isPinned: true });
      return { res, check: async (allowed) => expect((await pinnedAt(id)) !== null).toBe(allowed) };
    },
  },
  {
    name: "POST message/unpin",
    statuses: members(),
    async run(actor) {
      const id = await fresh();
      await send("POST", "message/pin", "sender", { messageId: id });
      const res = await request("POST", "message/unpin", actor, { messageId: id });
      return { res, check: async (allowed) => expect((await pinnedAt(id)) === null).toBe(allowed) };
    },
  },
  {
    name: "GET messages/pinned",
    statuses: members(),
    async run(actor) {
      return { res: await request("GET", `messages/pinned?chatId=${chatId}`, actor), check: noCheck };
    },
  },
  {
    name: "PATCH messages/starred",
    statuses: members(),
    async run(actor) {
      const id = await fresh();
      const res = await request("PATCH", "messages/starred", actor, { messageId: id, isStarred: true });
      return { res, check: async (allowed) => expect((await marks(id, actor)).starredAt !== null).toBe(allowed) };
    },
  },
  {
    name: "GET messages/starred?chatId",
    statuses: members(),
    async run(actor) {
      return { res: await request("GET", `messages/starred?chatId=${chatId}`, actor), check: noCheck };
    },
  },
  {
    name: "POST messages/archived",
    statuses: members(),
    async run(actor) {
      const id = await fresh();
      const res = await request("POST", "messages/archived", actor, { messageId: id });
      return { res, check: async (allowed) => expect((await marks(id, actor)).archivedAt !== null).toBe(allowed) };
    },
  },
  {
    name: "POST messages/unarchive",
    statuses: members(),
    async run(actor) {
      const id = await fresh();
      const person = userOf(actor);
      // Archived earlier (a non-member may have left the conversation since): only a member may undo it.
      if (person) {
        await t.ctx.db
          .insert(messageUserStates)
          .values({ messageId: id, userId: person.user.id, archivedAt: t.clock.now() });
      }
      const res = await request("POST", "messages/unarchive", actor, { messageId: id });
      return {
        res,
        check: async (allowed) => expect((await marks(id, actor)).archivedAt === null).toBe(allowed || !person),
      };
    },
  },
  {
    name: "GET messages/archived?chatId",
    statuses: members(),
    async run(actor) {
      return { res: await request("GET", `messages/archived?chatId=${chatId}`, actor), check: noCheck };
    },
  },
  {
    name: "POST messages/:id/setReaction",
    statuses: members(),
    async run(actor) {
      const id = await fresh();
      const res = await request("POST", `messages/${id}/setReaction`, actor, { reaction: "👍" });
      return { res, check: async (allowed) => expect(await reactionCount(id)).toBe(allowed ? 1 : 0) };
    },
  },
  {
    name: "PUT messages/:id/unsetReaction",
    statuses: members(),
    async run(actor) {
      const id = await fresh();
      await send("POST", `messages/${id}/setReaction`, "sender", { reaction: "👍" });
      // Each person removes only their own: the sender's reaction stays unless the sender removes it.
      const res = await request("PUT", `messages/${id}/unsetReaction`, actor, { reaction: "👍" });
      return {
        res,
        check: async (allowed) => expect(await reactionCount(id)).toBe(allowed && actor === "sender" ? 0 : 1),
      };
    },
  },
  {
    name: "PUT messages/:id/poll/options",
    statuses: senderOnly(),
    async run(actor) {
      const id = await fresh({ poll: OPEN_POLL });
      const res = await request("PUT", `messages/${id}/poll/options`, actor, {
        question: "Changed?",
        options: [{ value: "A" }, { value: "B" }],
      });
      return {
        res,
        check: async (allowed) => expect((await storedPoll(id))?.question).toBe(allowed ? "Changed?" : "Which day?"),
      };
    },
  },
  {
    name: "POST messages/:id/poll/lock",
    statuses: senderOnly(),
    async run(actor) {
      const id = await fresh({ poll: OPEN_POLL });
      const res = await request("POST", `messages/${id}/poll/lock`, actor, {});
      return {
        res,
        check: async (allowed) => expect((await storedPoll(id))?.state).toBe(allowed ? "locked" : "open"),
      };
    },
  },
  {
    name: "POST messages/:id/poll/vote",
    statuses: members(),
    async run(actor) {
      const id = await fresh({ poll: { ...OPEN_POLL, state: "locked" } });
      const res = await request("POST", `messages/${id}/poll/vote`, actor, { optionId: "tue" });
      return {
        res,
        check: async (allowed) => {
          const votes = await t.ctx.db
            .select({ userId: pollVotes.userId })
            .from(pollVotes)
            .where(eq(pollVotes.messageId, id));
          expect(votes.map((v) => v.userId)).toEqual(allowed ? [idOf(actor)] : []);
        },
      };
    },
  },
  {
    name: "GET messages/files/:platform/:chatId/:type",
    statuses: members(),
    async run(actor) {
      const id = await fresh();
      await insertAttachment(t, id, { kind: "image", fileName: "photo.png", fileType: "image/png" });
      const res = await request("GET", `messages/files/bearish/${chatId}/all`, actor);
      return {
        res,
        check: async (allowed) => {
          if (allowed) expect(res.json().data.length).toBeGreaterThan(0);
        },
      };
    },
  },
];

describe("message extras authorization", () => {
  for (const endpoint of ENDPOINTS) {
    describe(endpoint.name, () => {
      for (const actor of ACTORS) {
        const status = endpoint.statuses[actor];
        it(`${actor} → ${status}`, async () => {
          watch = captureEvents(t);
          try {
            const { res, check } = await endpoint.run(actor);
            const allowed = expectAuthzOutcome(res, status);
            if (!allowed) {
              if (status === 404) expect(res.json().message).toMatch(/not found/);
              // A refused write tells nobody anything.
              expect(watch.events()).toEqual([]);
            }
            await check(allowed);
          } finally {
            watch.restore();
            watch = undefined;
          }
        });
      }
    });
  }

  it("answers 404 Message not found for a message that does not exist, a draft and a deleted one", async () => {
    const draft = await fresh({ draft: true });
    const deleted = await fresh({ deleted: true });
    for (const id of ["00000000-0000-7000-8000-000000000000", draft, deleted]) {
      const res = await request("POST", "message/pin", "sender", { messageId: id });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe("Message not found");
      expect((await send("POST", `messages/${id}/setReaction`, "sender", { reaction: "x" })).statusCode).toBe(404);
    }
    expect(await pinnedAt(draft)).toBeNull();
    expect(await reactionCount(deleted)).toBe(0);
  });

  it("refuses a signed-out caller before reading the body", async () => {
    const res = await request("POST", "message/pin", "signed out", { nonsense: true });
    expectAuthzOutcome(res, 401);
  });
});
