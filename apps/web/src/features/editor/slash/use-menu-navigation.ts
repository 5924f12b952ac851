import { useState } from "react";

/**
 * The highlighted row of a keyboard-driven list: ArrowDown/ArrowUp move (wrapping), Enter picks.
 * The index resets when the list changes length (a new filter).
 */
export function useMenuNavigation<T>(items: readonly T[], onPick: (item: T) => void) {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(items.length);
  if (length !== items.length) {
    setLength(items.length);
    setIndex(0);
  }
  const active = Math.min(index, Math.max(0, items.length - 1));

  const onKey = (event: Pick<KeyboardEvent, "key" | "preventDefault">): boolean => {
    if (items.length === 0) return false;
    if (event.key === "ArrowDown") {
      setIndex((active + 1) % items.length);
      return true;
    }
    if (event.key === "ArrowUp") {
      setIndex((active - 1 + items.length) % items.length);
      return true;
    }
    if (event.key === "Enter") {
      const item = items[active];
      if (item === undefined) return false;
      onPick(item);
      return true;
    }
    return false;
  };
  return { active, setActive: setIndex, onKey };
}
