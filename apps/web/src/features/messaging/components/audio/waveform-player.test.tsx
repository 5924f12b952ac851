import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderExtras } from "../poll/extras-test-utils";
import { WaveformPlayer } from "./waveform-player";

type Listener = (...args: unknown[]) => void;

/** A stand-in for wavesurfer.js (jsdom has no audio): it records calls and lets the test fire events. */
class FakeSurfer {
  listeners = new Map<string, Set<Listener>>();
  playing = false;
  time = 0;
  rate = 1;
  destroyed = false;
  constructor(readonly options: Record<string, unknown>) {}
  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  playPause = vi.fn(async () => {
    this.playing = !this.playing;
    this.emit(this.playing ? "play" : "pause");
  });
  pause = vi.fn(() => {
    this.playing = false;
  });
  setTime = vi.fn((seconds: number) => {
    this.time = seconds;
  });
  getCurrentTime = () => this.time;
  setPlaybackRate = vi.fn((rate: number) => {
    this.rate = rate;
  });
  setOptions = vi.fn();
  destroy = vi.fn(() => {
    this.destroyed = true;
  });
}

const surfers = vi.hoisted(() => [] as unknown[]);
vi.mock("wavesurfer.js", () => ({
  default: {
    create: (options: Record<string, unknown>) => {
      const surfer = new FakeSurfer(options);
      surfers.push(surfer);
      return surfer;
    },
  },
}));
const latest = () => surfers.at(-1) as FakeSurfer;

describe("WaveformPlayer", () => {
  beforeEach(() => {
    surfers.length = 0;
  });

  it("offers playback speeds 0.5 to 2 in 0.25 steps, 1 by default", async () => {
    const user = userEvent.setup();
    renderExtras(<WaveformPlayer src="/api/files/voice.ogg" fileName="voice.ogg" />);
    expect(latest().options.url).toBe("/api/files/voice.ogg");
    await user.click(screen.getByRole("button", { name: "Playback speed 1×" }));
    const menu = screen.getByRole("menu", { name: "Playback speed" });
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["0.5×", "0.75×", "1×", "1.25×", "1.5×", "1.75×", "2×"]);
    await user.click(within(menu).getByRole("menuitem", { name: "1.5×" }));
    expect(latest().setPlaybackRate).toHaveBeenCalledWith(1.5, true);
    expect(screen.getByRole("button", { name: "Playback speed 1.5×" })).toBeInTheDocument();
  });

  it("plays, shows the time every 100 ms, goes back to zero at the end, and is destroyed on unmount", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const view = renderExtras(<WaveformPlayer src="/api/files/voice.ogg" fileName="voice.ogg" />);
      const surfer = latest();
      expect(screen.getByRole("button", { name: "Play" })).toBeDisabled();
      act(() => surfer.emit("ready", 75));
      expect(screen.getByLabelText("Playback time")).toHaveTextContent("0:00 / 1:15");

      await user.click(screen.getByRole("button", { name: "Play" }));
      expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
      surfer.time = 12.4;
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByLabelText("Playback time")).toHaveTextContent("0:12 / 1:15");

      act(() => surfer.emit("finish"));
      expect(surfer.setTime).toHaveBeenCalledWith(0);
      expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
      expect(screen.getByLabelText("Playback time")).toHaveTextContent("0:00 / 1:15");

      view.unmount();
      expect(surfer.destroyed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says so when the audio cannot be loaded", () => {
    renderExtras(<WaveformPlayer src="/api/files/missing.ogg" fileName="missing.ogg" />);
    act(() => latest().emit("error", new Error("404")));
    expect(screen.getByText("This audio could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Play" })).toBeDisabled();
  });

  it("shows nothing at all when asked to stay silent on a failed load (the cloud previewer, spec §8)", () => {
    renderExtras(<WaveformPlayer src="/api/files/missing.ogg" fileName="missing.ogg" silentOnError />);
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
    act(() => latest().emit("error", new Error("404")));
    expect(screen.queryByText("This audio could not be loaded.")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Play" })).not.toBeInTheDocument();
  });
});
