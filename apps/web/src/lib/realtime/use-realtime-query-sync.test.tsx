import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createTestRealtime, flushPromises } from "../../test/fake-websocket";
import { RealtimeProvider, useConnectionState } from "./realtime-context";
import { useRealtimeQuerySync } from "./use-realtime-query-sync";

const WORKSPACE_ID = "0197a000-0000-7000-8000-0000000000b1";
const TEAM = `workspace:${WORKSPACE_ID}` as const;

interface Task {
  id: string;
  title: string;
}

async function setup() {
  const realtime = createTestRealtime();
  realtime.client.connect();
  await flushPromises();
  realtime.latest().open();
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider client={realtime.client}>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
  return { realtime, queryClient, wrapper };
}

describe("useRealtimeQuerySync", () => {
  it("patches caches with each event's handler and invalidates the resync keys on resync", async () => {
    const { realtime, queryClient, wrapper } = await setup();
    queryClient.setQueryData<Task[]>(["tasks", WORKSPACE_ID], [{ id: "t1", title: "Draft" }]);
    queryClient.setQueryData(["workspaces", WORKSPACE_ID], { id: WORKSPACE_ID });
    queryClient.setQueryData(["me"], { id: "me" });

    const { unmount } = renderHook(
      () =>
        useRealtimeQuerySync(TEAM, {
          "task-created": (data, client) =>
            client.setQueryData<Task[]>(["tasks", WORKSPACE_ID], (tasks = []) => [...tasks, data as Task]),
          "task-deleted": (_data, client) => void client.invalidateQueries({ queryKey: ["tasks", WORKSPACE_ID] }),
          resync: [["tasks", WORKSPACE_ID], ["workspaces"]],
        }),
      { wrapper },
    );
    const socket = realtime.latest();
    expect(socket.sent).toEqual([{ type: "subscribe", channel: TEAM }]);

    socket.receive({
      type: "event",
      channel: TEAM,
      id: "1700000000000-1",
      name: "task-created",
      data: { id: "t2", title: "Review" },
    });
    socket.receive({ type: "event", channel: TEAM, id: "1700000000000-2", name: "unknown-thing", data: {} });
    expect(queryClient.getQueryData(["tasks", WORKSPACE_ID])).toEqual([
      { id: "t1", title: "Draft" },
      { id: "t2", title: "Review" },
    ]);
    expect(queryClient.getQueryState(["tasks", WORKSPACE_ID])?.isInvalidated).toBe(false);

    socket.receive({ type: "resync", channel: TEAM });
    expect(queryClient.getQueryState(["tasks", WORKSPACE_ID])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["workspaces", WORKSPACE_ID])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["me"])?.isInvalidated).toBe(false);

    unmount();
    expect(socket.sentOfType("unsubscribe")).toEqual([{ type: "unsubscribe", channel: TEAM }]);
  });

  it("useConnectionState follows the connection", async () => {
    const realtime = createTestRealtime();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RealtimeProvider client={realtime.client}>{children}</RealtimeProvider>
    );
    const { result } = renderHook(() => useConnectionState(), { wrapper });
    expect(result.current.status).toBe("idle");
    act(() => realtime.client.connect());
    expect(result.current.status).toBe("connecting");
    await act(flushPromises);
    act(() => realtime.latest().open());
    expect(result.current.status).toBe("connected");
    act(() => realtime.latest().drop());
    expect(result.current.status).toBe("connecting");
    expect(result.current.downSince).not.toBeNull();
    act(() => realtime.client.disconnect());
  });
});
