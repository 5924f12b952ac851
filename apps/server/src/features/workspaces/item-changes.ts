import { workspaceChannel } from "@bearish/shared/realtime/channels";
import { type ItemEvent, WORKSPACE_EVENTS } from "@bearish/shared/workspaces/workspace-activity";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { recordActivity } from "./activity.service";
import type { WorkspaceEvents } from "./workspace-events";

export interface ItemChange {
  workspaceId: string;
  change: "created" | "updated" | "deleted";
  itemType: ItemEvent["itemType"];
  id: string;
  name: string;
  wikiId?: string;
  componentType?: string;
  /** For updates: which fields were sent. */
  fields?: string[];
}

const VERBS = { created: "created", updated: "updated", deleted: "deleted" } as const;
const EVENT_NAMES = {
  created: WORKSPACE_EVENTS.itemCreated,
  updated: WORKSPACE_EVENTS.itemUpdated,
  deleted: WORKSPACE_EVENTS.itemDeleted,
} as const;

/** Records an item change (activity in the transaction) and queues its `item-*` event. */
export async function recordItemChange(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  actor: SessionActor,
  c: ItemChange,
): Promise<void> {
  const noun = c.componentType ? c.componentType.toLowerCase() : c.itemType === "page" ? "wiki page" : c.itemType;
  await recordActivity(ctx, tx, events, actor, {
    workspaceId: c.workspaceId,
    action: `item.${c.change}`,
    targetType: c.itemType,
    targetId: c.id,
    summary: `${VERBS[c.change]} the ${noun} ${c.name}`,
    details: {
      name: c.name,
      ...(c.wikiId ? { wikiId: c.wikiId } : {}),
      ...(c.componentType ? { componentType: c.componentType } : {}),
      ...(c.fields ? { fields: c.fields } : {}),
    },
  });
  const data: ItemEvent = {
    workspaceId: c.workspaceId,
    itemType: c.itemType,
    id: c.id,
    ...(c.change === "deleted" ? {} : { name: c.name }),
    ...(c.wikiId ? { wikiId: c.wikiId } : {}),
    ...(c.componentType ? { componentType: c.componentType } : {}),
  };
  events.add(workspaceChannel(c.workspaceId), EVENT_NAMES[c.change], data);
}

/** The names of the fields a patch sets. */
export const sentFields = (body: object): string[] =>
  Object.entries(body)
    .filter(([key, value]) => value !== undefined && key !== "version")
    .map(([key]) => key);

/** A stale `version` in an update: someone else saved first. */
export const versionConflict = (what: string) =>
  new AppError(
    "workspace.version_conflict",
    409,
    `This ${what} was changed by someone else. Reload it to get the latest version.`,
  );

/** The fields of a patch that were sent. */
export function withoutUndefined<T extends object>(patch: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
