import { insertUser } from "../../apps/server/src/features/users/users.repository";
import type { AppContext } from "../../apps/server/src/platform/context";
import { newId } from "../../apps/server/src/platform/ids";
import { hashPassword } from "../../apps/server/src/platform/passwords";
import { insertSession } from "../../apps/server/src/platform/session.repository";
import { newToken, sha256 } from "../../apps/server/src/platform/tokens";

const FIRST = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Margaret", "Linus"];
const LAST = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Dijkstra",
  "Liskov",
  "Knuth",
  "Allen",
  "Thompson",
  "Hamilton",
  "Torvalds",
];

/** Inserts `count` active users and returns a session token of the first one. */
export async function seedBenchUsers(ctx: AppContext, count: number): Promise<string> {
  const passwordHash = await hashPassword("Bench-password1!");
  const now = new Date();
  let firstId = "";
  for (let i = 0; i < count; i++) {
    const id = newId();
    if (i === 0) firstId = id;
    await insertUser(ctx.db, {
      id,
      email: `bench-${i}@example.com`,
      firstName: FIRST[i % FIRST.length] ?? "Bench",
      lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]}-${i}`,
      role: i === 0 ? "ADMIN" : "USER",
      accountState: "active",
      passwordHash,
      now,
    });
  }
  const token = newToken();
  await insertSession(ctx.db, {
    userId: firstId,
    tokenHash: sha256(token),
    userAgent: "bench",
    ip: "127.0.0.1",
    now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return token;
}

/** Inserts `count` active users, each with a session; returns their ids and tokens in order. */
export async function seedBenchMembers(ctx: AppContext, count: number): Promise<{ id: string; token: string }[]> {
  const passwordHash = await hashPassword("Bench-password1!");
  const now = new Date();
  const members: { id: string; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId();
    await insertUser(ctx.db, {
      id,
      email: `member-${i}@example.com`,
      firstName: FIRST[i % FIRST.length] ?? "Bench",
      lastName: `Member-${i}`,
      role: i === 0 ? "ADMIN" : "USER",
      accountState: "active",
      passwordHash,
      now,
    });
    const token = newToken();
    await insertSession(ctx.db, {
      userId: id,
      tokenHash: sha256(token),
      userAgent: "bench",
      ip: "127.0.0.1",
      now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    members.push({ id, token });
  }
  return members;
}
