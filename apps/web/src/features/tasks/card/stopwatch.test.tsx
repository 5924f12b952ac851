import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { Stopwatch } from "./stopwatch";
import { TASK_ID } from "./task-fixtures";
import { renderCard } from "./test-utils";

afterEach(() => {
  vi.useRealTimers();
});

describe("Stopwatch", () => {
  it("starts at 0, counts, pauses keeping the value, resumes from it and logs the seconds", async () => {
    const logged: unknown[] = [];
    mockApi({
      [`POST /api/task/${TASK_ID}/time-logs`]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { seconds: number };
        logged.push(body);
        return ok({
          id: "log-1",
          userId: null,
          seconds: body.seconds,
          note: null,
          loggedAt: "2026-01-01T00:00:00.000Z",
          source: "stopwatch",
        });
      },
    });
    let now = 1_000_000;
    const clock = () => now;
    renderCard(<Stopwatch taskId={TASK_ID} clock={clock} />);
    const display = await screen.findByRole("status", { name: "Stopwatch" });
    expect(display).toHaveTextContent("00:00:00");
    expect(screen.getByRole("button", { name: "Stop & log" })).toBeDisabled();

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    const advance = (ms: number) =>
      act(() => {
        now += ms;
        vi.advanceTimersByTime(ms);
      });
    advance(65_000);
    expect(display).toHaveTextContent("00:01:05");

    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    advance(30_000);
    expect(display).toHaveTextContent("00:01:05");

    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    advance(3_600_000);
    expect(display).toHaveTextContent("01:01:05");
    vi.useRealTimers();

    fireEvent.click(screen.getByRole("button", { name: "Stop & log" }));
    await waitFor(() => expect(logged).toEqual([{ seconds: 3665, source: "stopwatch", note: null }]));
    await waitFor(() => expect(display).toHaveTextContent("00:00:00"));
  });
});
