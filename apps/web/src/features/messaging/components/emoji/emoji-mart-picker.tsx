import { Picker } from "emoji-mart";
import { useEffect, useRef } from "react";

/** A picked emoji as emoji-mart describes it (the editor's emoji block keeps all of it). */
export interface PickedEmoji {
  /** The character itself. */
  native: string;
  name: string;
  shortcodes: string;
  /** Hex code points, `1f600`. */
  unified: string;
}

export interface EmojiMartPickerProps {
  theme: "light" | "dark";
  locale: string;
  onPick: (emoji: string, details: PickedEmoji) => void;
}

interface SelectedEmoji {
  native?: string;
  name?: string;
  unified?: string;
  shortcodes?: string;
}

/**
 * emoji-mart's vanilla Picker (a web component) mounted in a div: @emoji-mart/react does not
 * accept React 19. The emoji data and its Arabic names are imported on demand so they are chunks
 * of their own, fetched the first time a picker opens (never from emoji-mart's CDN).
 */
export function EmojiMartPicker({ theme, locale, onPick }: EmojiMartPickerProps) {
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
        onPickRef.current(emoji.native, {
          native: emoji.native,
          name: emoji.name ?? "",
          shortcodes: emoji.shortcodes ?? "",
          unified: emoji.unified ?? "",
        });
      },
    });
    return () => {
      (picker as unknown as HTMLElement).remove();
    };
  }, [theme, locale]);

  return <div ref={hostRef} data-testid="emoji-mart-picker" />;
}
