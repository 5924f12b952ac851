import type { PresenceStatus } from "@bearish/shared/users/user";

/** Dot colour of each presence, as a theme palette path. */
export const PRESENCE_COLORS: Record<PresenceStatus, string> = {
  online: "success.main",
  offline: "grey.500",
  beBackSoon: "warning.main",
  doNotDisturb: "error.main",
};
