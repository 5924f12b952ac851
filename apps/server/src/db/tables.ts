// The one place that lists every table, for Drizzle's relational queries and drizzle-kit.
export { authTokens, oneTimeCodes, throttleEvents } from "./schema/auth-codes";
export { departments } from "./schema/departments";
export { mailOutbox } from "./schema/mail-outbox";
export { sessions } from "./schema/sessions";
export { users } from "./schema/users";
export { jobs } from "./schema/jobs";
export { searchDocuments } from "./schema/search-documents";
export { serverSecrets } from "./schema/server-secrets";
export { uploads } from "./schema/uploads";
