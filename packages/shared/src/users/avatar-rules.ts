import { z } from "zod";

/** The twelve preset characters a user may pick as an avatar (spec: "a preset from twelve characters"). */
export const AVATAR_PRESETS = [
  "bear",
  "fox",
  "owl",
  "cat",
  "panda",
  "koala",
  "lion",
  "penguin",
  "rabbit",
  "tiger",
  "whale",
  "wolf",
] as const;
export type AvatarPreset = (typeof AVATAR_PRESETS)[number];

/** Emoji drawn for each preset; kept beside the list so both sides agree. */
export const AVATAR_PRESET_EMOJI: Record<AvatarPreset, string> = {
  bear: "🐻",
  fox: "🦊",
  owl: "🦉",
  cat: "🐱",
  panda: "🐼",
  koala: "🐨",
  lion: "🦁",
  penguin: "🐧",
  rabbit: "🐰",
  tiger: "🐯",
  whale: "🐳",
  wolf: "🐺",
};

/** Inline avatars are small raster images only (no SVG, which can carry script). */
export const INLINE_AVATAR_MAX_CHARS = 200_000;
const INLINE_AVATAR = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

export type AvatarKind = "preset" | "url" | "inline";

/** Classifies a stored avatar value, or returns null when it is not an acceptable avatar. */
export function avatarKind(value: string): AvatarKind | null {
  if ((AVATAR_PRESETS as readonly string[]).includes(value)) return "preset";
  if (value.startsWith("data:")) {
    return value.length <= INLINE_AVATAR_MAX_CHARS && INLINE_AVATAR.test(value) ? "inline" : null;
  }
  if (value.startsWith("/") && !value.startsWith("//")) return "url";
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? "url" : null;
  } catch {
    return null;
  }
}

export const avatarSchema = z
  .string()
  .max(INLINE_AVATAR_MAX_CHARS)
  .refine(
    (v) => avatarKind(v) !== null,
    "Avatar must be a preset, an http(s) image URL or inline PNG, JPEG, WebP or GIF data",
  );

/** Initials shown when there is no avatar: first letter of the first and last names, upper-cased. */
export function avatarFallback(firstName: string, lastName: string): string {
  const first = [...firstName.trim()][0] ?? "";
  const last = [...lastName.trim()][0] ?? "";
  const initials = `${first}${last}`.toLocaleUpperCase();
  return initials || "?";
}
