import type { Locale } from "@bearish/shared/app/locales";
import { switchLocalePath } from "../../app/locale/locale-paths";

/** Reads the page a signed-out visitor wanted from the router state set by RequireAuth. */
export function wantedPath(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("from" in state)) return null;
  const from = state.from;
  // Only in-app paths: never an absolute or protocol-relative URL.
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : null;
}

/** Where to go after signing in: the wanted page (or home), under the user's preferred language. */
export function afterSignInPath(state: unknown, language: Locale): string {
  return switchLocalePath(wantedPath(state) ?? "/", language);
}
