import type { CustomField, CustomFieldBody } from "@bearish/shared/workspaces/custom-fields";
import { CUSTOM_FIELDS_MAX_PER_WORKSPACE } from "@bearish/shared/workspaces/custom-fields";
import type { Workspace, WorkspaceContent } from "@bearish/shared/workspaces/workspace";
import type { AppContext } from "../../platform/context";
import { invalid, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { recordActivity } from "./activity.service";
import { requireWorkspaceAccess } from "./workspace-access";
import { inWorkspaceTransaction } from "./workspace-events";
import {
  countCustomFields,
  deleteContent,
  deleteCustomField,
  insertContent,
  insertCustomField,
  nextContentPosition,
  updateContent,
  updateCustomField,
} from "./workspace-settings.repository";
import { presentContent, presentCustomField } from "./workspaces.presenter";
import { updateWorkspace as updateWorkspaceRow } from "./workspaces.repository";
import { syncWorkspaceSearchDocument } from "./workspaces.search";
import { announce, getWorkspace } from "./workspaces.service";

const fieldNotFound = () => notFound("Custom field not found");
const contentNotFound = () => notFound("Content not found");

/** `POST workspace/{id}/tags` (owner, editors, ADMIN): replaces the tag list. */
export async function replaceTags(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  tags: string[],
): Promise<Workspace> {
  await inWorkspaceTransaction(ctx, async (tx, events) => {
    const { workspace } = await requireWorkspaceAccess(tx, actor, id, "edit", { lock: true });
    if (JSON.stringify(workspace.tags) === JSON.stringify(tags)) return;
    const now = ctx.clock.now();
    const updated = await updateWorkspaceRow(tx, id, { tags }, now);
    await syncWorkspaceSearchDocument(tx, updated, now);
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: id,
      action: "workspace.tags_changed",
      targetType: "workspace",
      targetId: id,
      summary: tags.length > 0 ? `set the tags to ${tags.join(", ")}` : "removed every tag",
      details: { before: workspace.tags, after: tags },
    });
    announce(events, id, ["tags"]);
  });
  return getWorkspace(ctx, actor, id);
}

/** Select options keep their ids across edits; new ones get one. */
function withOptionIds(body: CustomFieldBody): Record<string, unknown> {
  if (body.type !== "SINGLE_SELECT" && body.type !== "MULTI_SELECT") return body.options;
  return { options: body.options.options.map((o) => ({ ...o, id: o.id ?? newId() })) };
}

/** `POST workspace/{id}/custom-fields` (owner, editors, ADMIN). */
export async function createCustomField(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  body: CustomFieldBody,
): Promise<CustomField> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, id, "edit", { lock: true });
    if ((await countCustomFields(tx, id)) >= CUSTOM_FIELDS_MAX_PER_WORKSPACE) {
      throw invalid(`A workspace has at most ${CUSTOM_FIELDS_MAX_PER_WORKSPACE} custom fields`);
    }
    const field = await insertCustomField(tx, {
      id: newId(),
      workspaceId: id,
      name: body.name,
      type: body.type,
      options: withOptionIds(body),
      now: ctx.clock.now(),
    });
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: id,
      action: "custom_field.created",
      targetType: "custom_field",
      targetId: field.id,
      summary: `added the custom field ${field.name}`,
      details: { type: field.type },
    });
    announce(events, id, ["customFields"]);
    return presentCustomField(field);
  });
}

/** `PUT workspace/{id}/custom-fields/{fieldId}`: replaces the field's definition. */
export async function replaceCustomField(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  fieldId: string,
  body: CustomFieldBody,
): Promise<CustomField> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, id, "edit", { lock: true });
    const field = await updateCustomField(
      tx,
      id,
      fieldId,
      { name: body.name, type: body.type, options: withOptionIds(body) },
      ctx.clock.now(),
    );
    if (!field) throw fieldNotFound();
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: id,
      action: "custom_field.updated",
      targetType: "custom_field",
      targetId: field.id,
      summary: `changed the custom field ${field.name}`,
      details: { type: field.type },
    });
    announce(events, id, ["customFields"]);
    return presentCustomField(field);
  });
}

export async function removeCustomField(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  fieldId: string,
): Promise<CustomField> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, id, "edit", { lock: true });
    const field = await deleteCustomField(tx, id, fieldId);
    if (!field) throw fieldNotFound();
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: id,
      action: "custom_field.deleted",
      targetType: "custom_field",
      targetId: field.id,
      summary: `removed the custom field ${field.name}`,
    });
    announce(events, id, ["customFields"]);
    return presentCustomField(field);
  });
}

/** `POST workspace/{id}/content`: adds a block at the end (or at `position`). */
export async function createContent(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  body: { type: string; data: unknown; position?: number | undefined },
): Promise<WorkspaceContent> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, id, "edit", { lock: true });
    const content = await insertContent(tx, {
      id: newId(),
      workspaceId: id,
      type: body.type,
      data: body.data,
      position: body.position ?? (await nextContentPosition(tx, id)),
      now: ctx.clock.now(),
    });
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: id,
      action: "content.created",
      targetType: "content",
      targetId: content.id,
      summary: `added a ${content.type} block`,
    });
    announce(events, id, ["content"]);
    return presentContent(content);
  });
}

/** `PUT workspace/{id}/content/{contentId}`: changes what was sent. */
export async function changeContent(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  contentId: string,
  body: { type?: string | undefined; data?: unknown; position?: number | undefined },
): Promise<WorkspaceContent> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, id, "edit", { lock: true });
    const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const content = await updateContent(tx, id, contentId, patch, ctx.clock.now());
    if (!content) throw contentNotFound();
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: id,
      action: "content.updated",
      targetType: "content",
      targetId: content.id,
      summary: `edited a ${content.type} block`,
    });
    announce(events, id, ["content"]);
    return presentContent(content);
  });
}

export async function removeContent(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  contentId: string,
): Promise<WorkspaceContent> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireWorkspaceAccess(tx, actor, id, "edit", { lock: true });
    const content = await deleteContent(tx, id, contentId);
    if (!content) throw contentNotFound();
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: id,
      action: "content.deleted",
      targetType: "content",
      targetId: content.id,
      summary: `removed a ${content.type} block`,
    });
    announce(events, id, ["content"]);
    return presentContent(content);
  });
}
