import { Picker } from "emoji-mart";
import { useEffect, useRef } from "react";

/** What the emoji block stores of a picked emoji (spec §3 emoji). */
export interface PickedEmoji {
  name: string;
  shortname: string;
  emojiId: string;
  fallback: string;
}

interface SelectedEmoji {
  name?: string;
  native?: string;
  unified?: string;
  shortcodes?: string;
}

export interface EmojiBlockPickerProps {
  theme: "light" | "dark";
  locale: string;
  onPick: (emoji: PickedEmoji) => void;
}

/**
 * emoji-mart's searchable picker, mounted the way messaging mounts it (the web component in a div,
 * data and Arabic names loaded on demand), but handing back the whole emoji: the block keeps its
 * name, short name and code points, not only the character.
 */
export function EmojiBlockPicker({ theme, locale, onPick }: EmojiBlockPickerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const arabic = locale === "ar";
    const picker = new Picker({
      parent: host,
      data: async () => (await import("@emoji-mart/data")).default,
      i18n: arabic ? async () => (await import("@emoji-mart/data/i18n/ar.json")).default : undefined,
      locale: arabic ? "ar" : "en",
      theme,
      autoFocus: true,
      previewPosition: "none",
      skinTonePosition: "search",
      onEmojiSelect: (emoji: SelectedEmoji) => {
        if (!emoji.native) return;
        onPickRef.current({
          name: emoji.name ?? "",
          shortname: emoji.shortcodes ?? "",
          emojiId: emoji.unified ?? "",
          fallback: emoji.native,
        });
      },
    });
    return () => {
      (picker as unknown as HTMLElement).remove();
    };
  }, [theme, locale]);

  return <div ref={hostRef} data-testid="emoji-block-picker" />;
}
