/**
 * Who may see an upload's details (and a fresh URL) or delete it: whoever uploaded it, and an
 * ADMIN. Features that attach uploads to shared things (messages, tasks) hand out signed URLs
 * themselves to the people who may see those things.
 */
export const canManageUpload = (actor: { userId: string; role: string }, upload: { uploadedBy: string }): boolean =>
  actor.userId === upload.uploadedBy || actor.role === "ADMIN";
