import type { Db } from "../../platform/db/database";
import { deleteSearchDocument, upsertSearchDocument } from "../search/search.repository";
import type { UserSummary } from "./users.repository";

/**
 * Keeps a person's global-search entry in step with their record: active people are findable by
 * everyone in the organisation (name, email); anyone else is removed from the index.
 */
export async function syncUserSearchDocument(db: Db, user: UserSummary, now: Date): Promise<void> {
  if (user.accountState !== "active") {
    await deleteSearchDocument(db, "person", user.id);
    return;
  }
  await upsertSearchDocument(
    db,
    {
      kind: "person",
      refId: user.id,
      title: `${user.firstName} ${user.lastName}`.trim(),
      // The address whole and, on a second line, in parts, so "grace@navy" and "navy" both find
      // grace@navy.example. Search shows the first line of a body as the snippet.
      body: `${user.email}\n${user.email.replace(/[@.+_-]+/g, " ")}`,
      url: `/people/${user.id}`,
      scopes: ["org"],
    },
    now,
  );
}
