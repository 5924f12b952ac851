import { z } from "zod";

/** The spec's text when a call about a workspace lacks its id (spec §8). */
export const WORKSPACE_ID_REQUIRED_MESSAGE = "Workspace ID is required";

/**
 * A workspace id in a path: blank (after trimming) is the spec's `Workspace ID is required`,
 * anything else must be a UUID.
 */
export const workspaceIdSchema = z
  .string({ error: WORKSPACE_ID_REQUIRED_MESSAGE })
  .trim()
  .min(1, WORKSPACE_ID_REQUIRED_MESSAGE)
  .pipe(z.uuid("Invalid workspace id"));

export const workspaceIdParamSchema = z.object({ id: workspaceIdSchema });
