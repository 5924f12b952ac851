import type { CollabTicket } from "@bearish/shared/pages/page-state";
import { HocuspocusProvider } from "@hocuspocus/provider";
import { useEffect, useState } from "react";
import * as Y from "yjs";
import { http } from "../../../lib/http";

export type CollabStatus = "connecting" | "connected" | "disconnected";

export interface CollabDocument {
  ydoc: Y.Doc;
  provider: HocuspocusProvider;
  status: CollabStatus;
  /** True once the server's state has arrived (show a skeleton before). */
  synced: boolean;
  /** What the server's ticket said: the connection may only read (viewers, commenters, locked pages). */
  readOnly: boolean;
}

/** `ws://` beside `http://`, `wss://` beside `https://`, on this page's host. */
export function collabUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/collab`;
}

export const fetchCollabTicket = (documentName: string) =>
  http.post<CollabTicket>("/collab/ticket", { documentName }).then((r) => r.data);

/**
 * One live Yjs document from the collaboration server (`/api/collab`), authenticated by a fresh
 * single-use ticket on every (re)connect, so no bearer token travels in the socket. Null until
 * a name is given; the provider is destroyed when the name changes or the component unmounts.
 */
export function useCollabDocument(documentName: string | null): CollabDocument | null {
  const [state, setState] = useState<CollabDocument | null>(null);

  useEffect(() => {
    if (!documentName) return;
    const ydoc = new Y.Doc();
    let readOnly = false;
    let current: CollabDocument | null = null;
    const update = (patch: Partial<CollabDocument>) => {
      if (!current) return;
      current = { ...current, ...patch };
      setState(current);
    };
    const provider = new HocuspocusProvider({
      url: collabUrl(),
      name: documentName,
      document: ydoc,
      token: async () => {
        const ticket = await fetchCollabTicket(documentName);
        readOnly = ticket.readOnly;
        update({ readOnly });
        return ticket.ticket;
      },
      onStatus: ({ status }) => update({ status: status as CollabStatus }),
      onSynced: ({ state: synced }) => update({ synced }),
    });
    current = { ydoc, provider, status: "connecting", synced: false, readOnly };
    setState(current);
    return () => {
      current = null;
      provider.destroy();
      ydoc.destroy();
      setState(null);
    };
  }, [documentName]);

  return state;
}
