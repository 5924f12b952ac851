import { HEX_COLOUR, INVALID_HEX_MESSAGE } from "./editor-constants";

export type HexCheck = { ok: true; value: string } | { ok: false; message: typeof INVALID_HEX_MESSAGE };

/** Spec §5: 3 or 6 hex digits with an optional leading #; the value comes back with its #. */
export function validateHex(value: string): HexCheck {
  const trimmed = value.trim();
  if (!HEX_COLOUR.test(trimmed)) return { ok: false, message: INVALID_HEX_MESSAGE };
  return { ok: true, value: trimmed.startsWith("#") ? trimmed : `#${trimmed}` };
}
