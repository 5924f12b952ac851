import http from "node:http";
import type { AddressInfo } from "node:net";
import type { HostLookup } from "./safe-fetch";

/** Test fixtures of the safe fetcher: never imported by production code. */

/** Spellings of this machine and of private networks that must never be reached. */
export const REFUSED_SPELLINGS = [
  "127.0.0.1",
  "127.1",
  "0x7f.1",
  "0177.0.0.1",
  "2130706433",
  "0x7f000001",
  "[::1]",
  "[::ffff:127.0.0.1]",
  "[::ffff:7f00:1]",
  "[0:0:0:0:0:ffff:127.0.0.1]",
  "localhost",
  "0.0.0.0",
  "10.0.0.1",
  "172.16.0.1",
  "192.168.1.1",
  "169.254.169.254",
  "100.64.0.1",
  "[fe80::1]",
  "[fc00::1]",
  "[64:ff9b::7f00:1]",
  "[2002:7f00:1::]",
] as const;

export interface RecordedRequest {
  method: string;
  path: string;
  host: string;
  headers: http.IncomingHttpHeaders;
}

export interface RecordingListener {
  port: number;
  /** Every request that reached the listener, on 127.0.0.1 or ::1, oldest first. */
  requests: RecordedRequest[];
  paths(): string[];
  close(): Promise<void>;
}

/**
 * A real HTTP listener on 127.0.0.1 (and ::1 on the same port when the machine has IPv6 loopback)
 * that records every request before `handle` answers it.
 */
export async function startRecordingListener(
  handle: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<RecordingListener> {
  const requests: RecordedRequest[] = [];
  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    requests.push({
      method: req.method ?? "",
      path: req.url ?? "",
      host: req.headers.host ?? "",
      headers: req.headers,
    });
    handle(req, res);
  };
  const v4 = http.createServer(onRequest);
  await new Promise<void>((resolve) => v4.listen(0, "127.0.0.1", resolve));
  const port = (v4.address() as AddressInfo).port;
  const v6 = http.createServer(onRequest);
  const v6Listening = await new Promise<boolean>((resolve) => {
    v6.once("error", () => resolve(false));
    v6.listen(port, "::1", () => resolve(true));
  });
  const closeServer = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    port,
    requests,
    paths: () => requests.map((r) => r.path),
    async close() {
      await closeServer(v4);
      if (v6Listening) await closeServer(v6);
    },
  };
}

/** A resolver that maps the given names (to 127.0.0.1 in these tests) and fails every other name. */
export function fakeLookup(names: Record<string, string[]>): HostLookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const addresses = names[hostname.toLowerCase()];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(lookup, { calls });
}
