import { userChannel } from "@bearish/shared/realtime/channels";
import {
  REALTIME_TYPING_TIMEOUT_MS,
  TYPING_EVENT,
  type TypingEventData,
  typingEventDataSchema,
} from "@bearish/shared/realtime/frames";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRealtimeChannel } from "../../../lib/realtime/use-realtime-channel";
import { useMe } from "../../auth/hooks/use-me";

/** Which typing to show: only that of one chat (and platform) when given. */
export interface TypingFilter {
  chatId?: string;
  platform?: string;
}

/**
 * The people typing to the signed-in user, from the typing events on their own `user:<id>` channel. Each
 * disappears 6 s after their last typing event (spec), or at once when they say they stopped.
 */
const NOBODY: TypingEventData[] = [];

export function useTypingIndicator(filter: TypingFilter = {}): TypingEventData[] {
  const { chatId, platform } = filter;
  const meId = useMe().data?.id ?? null;
  // Kept with the filter they were collected for: another chat starts with nobody typing.
  const filterKey = `${chatId ?? ""}\u0000${platform ?? ""}`;
  const [typing, setTyping] = useState({ filterKey, typers: NOBODY });
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const forget = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setTyping((state) =>
      state.typers.some((typer) => typer.id === id)
        ? { ...state, typers: state.typers.filter((typer) => typer.id !== id) }
        : state,
    );
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  useRealtimeChannel(meId ? userChannel(meId) : null, (event) => {
    if (event.name !== TYPING_EVENT) return;
    const parsed = typingEventDataSchema.safeParse(event.data);
    if (!parsed.success) return;
    const typer = parsed.data;
    if (typer.id === meId) return;
    if (chatId !== undefined && typer.chatId !== chatId) return;
    if (platform !== undefined && typer.platform !== platform) return;
    if (typer.isTyping === false) {
      forget(typer.id);
      return;
    }
    clearTimeout(timers.current.get(typer.id));
    timers.current.set(
      typer.id,
      setTimeout(() => forget(typer.id), REALTIME_TYPING_TIMEOUT_MS),
    );
    setTyping((state) => {
      const typers = state.filterKey === filterKey ? state.typers : NOBODY;
      const index = typers.findIndex((known) => known.id === typer.id);
      const next = index < 0 ? [...typers, typer] : typers.map((known, i) => (i === index ? typer : known));
      return { filterKey, typers: next };
    });
  });

  return typing.filterKey === filterKey ? typing.typers : NOBODY;
}
