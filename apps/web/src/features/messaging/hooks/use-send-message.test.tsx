import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../app/i18n/i18n";
import { SnackbarProvider } from "../../../lib/snackbar";
import { fail, mockApi, ok } from "../../../test/fetch-mock";
import { meQueryKey } from "../../auth/hooks/use-me";
import { CHAT_ID, CHAT_PATH, ME, makeMessage } from "../components/conversation/conversation-test-utils";
import { flattenMessages, type MessagesData } from "./message-cache";
import { messagingKeys } from "./messaging-keys";
import type { ConversationRef } from "./use-messages";
import { useSendMessage } from "./use-send-message";

const REF: ConversationRef = { type: "chat", platform: "bearish", id: CHAT_ID };
const OUTGOING = { content: "<p>Hi</p>", mentions: [], replyTo: null, files: [] };

/** A send endpoint answering 503 `failures` times, then the stored message. */
function server(failures: number) {
  const ids: string[] = [];
  mockApi({
    [`POST ${CHAT_PATH}/messages`]: ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { clientMessageId: string; content: string };
      ids.push(body.clientMessageId);
      if (ids.length <= failures) return fail(503, "server.unavailable", "Try again");
      return ok(
        makeMessage({ senderId: ME.id, clientMessageId: body.clientMessageId, content: body.content, seq: 42 }),
      );
    },
  });
  return ids;
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(meQueryKey, ME);
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(CHAT_ID), {
    pages: [{ messages: [], hasMore: false }],
    pageParams: [undefined],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>{children}</SnackbarProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const { result } = renderHook(() => useSendMessage(REF, { retryDelaysMs: [5, 10, 20] }), { wrapper });
  const messages = () => flattenMessages(queryClient.getQueryData<MessagesData>(messagingKeys.messages(CHAT_ID)));
  return { result, messages };
}

describe("useSendMessage", () => {
  it("shows the message as pending at once and retries a 5xx with the same clientMessageId", async () => {
    const ids = server(2);
    const { result, messages } = setup();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.send(OUTGOING);
    });
    expect(messages()).toMatchObject([{ status: "pending", seq: null, senderId: ME.id, content: "<p>Hi</p>" }]);
    await act(() => done);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(messages()).toMatchObject([{ status: "sent", seq: 42, clientMessageId: ids[0] }]);
  });

  it("marks the message failed after three retries; Retry sends the same id again, Delete drops it", async () => {
    const ids = server(4);
    const { result, messages } = setup();
    await act(() => result.current.send(OUTGOING));
    expect(ids).toHaveLength(4);
    const [failed] = messages();
    expect(failed).toMatchObject({ status: "failed", clientMessageId: ids[0] });
    if (!failed) throw new Error("no message");

    await act(() => result.current.retry(failed));
    expect(ids).toHaveLength(5);
    expect(ids[4]).toBe(ids[0]);
    await waitFor(() => expect(messages()).toMatchObject([{ status: "sent", seq: 42 }]));
  });

  it("drops a failed message on Delete", async () => {
    server(10);
    const { result, messages } = setup();
    await act(() => result.current.send(OUTGOING));
    const [failed] = messages();
    if (!failed) throw new Error("no message");
    act(() => result.current.discard(failed));
    expect(messages()).toEqual([]);
  });
});
