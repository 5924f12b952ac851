// The one place that lists every table, for Drizzle's relational queries and drizzle-kit.
export { authTokens, oneTimeCodes, throttleEvents } from "./schema/auth-codes";
export {
  cloudFileComments,
  cloudFiles,
  cloudFileVersions,
  cloudFolders,
  cloudShares,
  cloudStorageUsage,
} from "./schema/cloud-storage";
export { departments } from "./schema/departments";
export { jobs } from "./schema/jobs";
export { mailOutbox } from "./schema/mail-outbox";
export {
  conversationMembers,
  conversations,
  messageAttachments,
  messageCenterSettings,
  messageReactions,
  messages,
  messageUserStates,
  pollVotes,
} from "./schema/messaging";
export { notifications } from "./schema/notifications";
export {
  collabDocuments,
  pageComments,
  pageFiles,
  pageStates,
  pageSuggestions,
  pageVersions,
  pageViews,
} from "./schema/pages";
export { searchDocuments } from "./schema/search-documents";
export { serverSecrets } from "./schema/server-secrets";
export { sessions } from "./schema/sessions";
export { taskApprovals, taskComments, tasks, taskTimeLogs } from "./schema/tasks";
export { uploads } from "./schema/uploads";
export { users } from "./schema/users";
export { components, documents, whiteboards, wikiPages, wikis } from "./schema/workspace-items";
export {
  workspaceActivity,
  workspaceContents,
  workspaceCustomFields,
  workspaceMembers,
  workspacePins,
  workspaces,
} from "./schema/workspaces";
