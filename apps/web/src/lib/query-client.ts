import { QueryClient } from "@tanstack/react-query";
import { HttpError } from "./http";

/** Cache lifetimes named after the spec's figures (§9). */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const USERS_STALE_MS = DAY_MS;
export const USERS_GC_MS = 7 * DAY_MS;

/** Retries only when no response arrived, at most twice (spec: user fetch retries on network errors only). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof HttpError && error.status === null && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
