import type { CollabTicket } from "@bearish/shared/pages/page-state";
import { collabDocumentName, parseCollabDocumentName } from "@bearish/shared/pages/page-targets";
import type { AppContext } from "../../platform/context";
import { invalid } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { requirePageAccess } from "../pages/page-access";

/**
 * `POST /api/collab/ticket` {documentName}: a single-use ticket (30 s) bound to this session and
 * this document (its canonical, lower-case name; any other spelling answers 400), for readers of the page (404 when they may not see it). `readOnly` tells the
 * editor what the socket will allow (viewers, commenters, locked by someone else, archived).
 */
export async function issueCollabTicket(
  ctx: AppContext,
  actor: SessionActor,
  documentName: string,
): Promise<CollabTicket> {
  const params = parseCollabDocumentName(documentName);
  if (!params) {
    const message = "documentName must be <kind>:<workspaceId>:<targetId> (ids in lower case)";
    throw invalid(message, [{ path: "body.documentName", message }]);
  }
  const grant = await requirePageAccess(ctx.db, actor, params, "view");
  // Bound to the canonical name (the only one the socket accepts), never to the text as sent.
  const canonical = collabDocumentName(params.kind, params.workspaceId, params.targetId);
  const { ticket, expiresAt } = await ctx.collab.issueTicket(actor, canonical);
  return { ticket, expiresAt: expiresAt.toISOString(), readOnly: !grant.canEdit };
}
