import { useSyncExternalStore } from "react";

/** Local storage key of the bearer token (spec: the token is kept in local storage). */
export const TOKEN_KEY = "token";
/** Every key that holds authentication state; logout removes them all (spec §4 Logout). */
const AUTH_KEYS = [TOKEN_KEY, "accessToken", "authState"] as const;

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return readStorage(TOKEN_KEY);
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  emit();
}

/** Removes the token and any other stored authentication state. */
export function clearAuthStorage(): void {
  for (const key of AUTH_KEYS) window.localStorage.removeItem(key);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes what this tab may show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The current token, re-rendering when it is set or cleared. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
