import type { PublicPage } from "@bearish/shared/pages/page-state";
import type { AppContext } from "../../platform/context";
import { AppError, notFound } from "../../platform/errors";
import { verifyPassword } from "../../platform/passwords";
import { releaseAttempt, reserveAttempt, type ThrottleRule } from "../../platform/throttle";
import { sha256 } from "../../platform/tokens";
import { sanitizeRichText } from "../workspaces/rich-text";
import { findPageStateByToken, findPublicContent, type PublicContent } from "./pages.repository";

/** Wrong passwords allowed per public link before it refuses for a while. */
export const PUBLIC_PASSWORD_MAX_FAILURES = 10;
export const PUBLIC_PASSWORD_WINDOW_MINUTES = 15;
const passwordThrottle: ThrottleRule = {
  max: PUBLIC_PASSWORD_MAX_FAILURES,
  windowMinutes: PUBLIC_PASSWORD_WINDOW_MINUTES,
  message: "Too many wrong passwords for this page. Try again in {wait}.",
};

const notPublished = () => notFound("This page is not published");

/** A published page that may be read now, as `openPublicPage` finds it. */
export interface OpenPublicPage {
  kind: "document" | "wiki_page";
  workspaceId: string;
  targetId: string;
  content: PublicContent;
  hasPassword: boolean;
}

/**
 * The published page behind `token`, after every check of the public page: 404 when the token is
 * unknown, unpublished, expired, or the page is archived or deleted; with a password, 401
 * `page.password_required` without one and `page.password_incorrect` for a wrong one (wrong ones
 * are throttled per link). Its files (`public/page/{token}/files/{id}`) follow the same rules.
 */
export async function openPublicPage(
  ctx: AppContext,
  token: string,
  password: string | undefined,
): Promise<OpenPublicPage> {
  const state = await findPageStateByToken(ctx.db, token);
  if (!state?.publishedAt || state.archivedAt) throw notPublished();
  if (state.publishExpiresAt && state.publishExpiresAt.getTime() <= ctx.clock.now().getTime()) throw notPublished();
  const kind = state.targetKind;
  if (kind !== "document" && kind !== "wiki_page") throw notPublished();
  const content = await findPublicContent(ctx.db, kind, state.workspaceId, state.targetId);
  if (!content) throw notPublished();
  if (state.publishPasswordHash) {
    if (!password) throw new AppError("page.password_required", 401, "This page needs a password");
    const attempt = await reserveAttempt(ctx.db, ctx.clock, `page-password:${sha256(token)}`, passwordThrottle);
    if (!(await verifyPassword(state.publishPasswordHash, password))) {
      // The reserved attempt stays: it is this failure.
      throw new AppError("page.password_incorrect", 401, "The password is incorrect");
    }
    await releaseAttempt(ctx.db, attempt);
  }
  return {
    kind,
    workspaceId: state.workspaceId,
    targetId: state.targetId,
    content,
    hasPassword: state.publishPasswordHash !== null,
  };
}

/** `GET /api/public/page/{token}` (no sign-in): the published page's title and sanitized HTML (see `openPublicPage`). */
export async function readPublicPage(
  ctx: AppContext,
  token: string,
  password: string | undefined,
): Promise<{ page: PublicPage; hasPassword: boolean }> {
  const { kind, content, hasPassword } = await openPublicPage(ctx, token, password);
  return {
    page: {
      kind,
      title: content.title,
      content: sanitizeRichText(content.content),
      updatedAt: content.updatedAt.toISOString(),
    },
    hasPassword,
  };
}
