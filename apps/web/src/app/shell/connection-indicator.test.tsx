import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RealtimeProvider } from "../../lib/realtime/realtime-context";
import { createTestRealtime, flushPromises } from "../../test/fake-websocket";
import { i18n } from "../i18n/i18n";
import { ConnectionIndicator } from "./connection-indicator";

describe("connection indicator", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  });
  afterEach(() => vi.useRealTimers());

  function setup() {
    const realtime = createTestRealtime();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RealtimeProvider client={realtime.client}>{children}</RealtimeProvider>
    );
    render(<ConnectionIndicator />, { wrapper });
    return realtime;
  }

  /** Fails the attempt under way (the server is unreachable). */
  async function failAttempt(realtime: ReturnType<typeof createTestRealtime>) {
    await act(flushPromises);
    act(() => realtime.latest().drop());
  }

  it("shows nothing while signed out, a quiet state while connecting or connected", async () => {
    const realtime = setup();
    expect(screen.queryByRole("status")).toBeNull();
    act(() => realtime.client.connect());
    expect(screen.getByRole("status")).toHaveTextContent("Connecting…");
    await act(flushPromises);
    act(() => realtime.latest().open());
    expect(screen.getByRole("status")).toHaveTextContent("Live updates connected");
    expect(screen.queryByRole("button", { name: "Retry now" })).toBeNull();
    expect(screen.getByTestId("connection-dot")).toBeInTheDocument();
  });

  it("counts down to the next attempt, retries on demand, and says when it is offline", async () => {
    const realtime = setup();
    act(() => realtime.client.connect());
    await act(flushPromises);
    act(() => realtime.latest().open());

    act(() => realtime.latest().drop());
    expect(screen.getByRole("status")).toHaveTextContent("Reconnecting…");
    await failAttempt(realtime);
    expect(screen.getByText("Reconnecting in 15 s")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText("Reconnecting in 12 s")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Retry now" }));
    expect(realtime.sockets).toHaveLength(2);
    await act(flushPromises);
    expect(realtime.sockets).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Retry now" })).toBeNull();
    act(() => realtime.latest().drop());

    // Keep failing for two minutes: offline, retrying every 30 s.
    for (let i = 0; i < 9; i++) {
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      await failAttempt(realtime);
    }
    expect(screen.getByRole("status")).toHaveTextContent("Offline — retrying every 30 s");
    expect(screen.getByText("Offline — retrying every 30 s", { selector: ".MuiChip-label" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Retry now" })).toBeInTheDocument();

    await act(() => i18n.changeLanguage("ar"));
    try {
      expect(screen.getByRole("status")).toHaveTextContent("غير متصل — إعادة المحاولة كل 30 ث");
      expect(screen.getByRole("button", { name: "أعد المحاولة الآن" })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }

    fireEvent.click(screen.getByRole("button", { name: "Retry now" }));
    await act(flushPromises);
    act(() => realtime.latest().open());
    expect(screen.getByRole("status")).toHaveTextContent("Live updates connected");
  });

  it("on a phone shows one icon button that retries, with the countdown in its tooltip", async () => {
    vi.stubGlobal(
      "matchMedia",
      (query: string) =>
        ({
          matches: query.includes("max-width"),
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) satisfies MediaQueryList,
    );
    const realtime = setup();
    act(() => realtime.client.connect());
    await failAttempt(realtime);
    expect(screen.getByRole("status")).toHaveTextContent("Reconnecting…");
    expect(screen.queryByText("Reconnecting in 15 s")).toBeNull();
    const retry = screen.getByRole("button", { name: "Retry now" });
    fireEvent.mouseOver(retry);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Reconnecting in 14 s");
    fireEvent.click(retry);
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(2);
  });
});
