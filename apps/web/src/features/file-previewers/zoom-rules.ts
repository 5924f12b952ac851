/** Spec §5/§9: the zoom control runs 10 to 250 % in steps of 10; its presets stay within 10 to 200. */
export const ZOOM_MIN = 10;
export const ZOOM_MAX = 250;
export const ZOOM_STEP = 10;
export const ZOOM_DEFAULT = 100;
export const ZOOM_PRESETS = [10, 25, 50, 75, 100, 125, 150, 200] as const;

/** Spec §5: the DOCX viewer zooms with Ctrl + wheel from 0.5 to 3 in steps of 0.1. */
export const DOCX_ZOOM_MIN = 0.5;
export const DOCX_ZOOM_MAX = 3;
export const DOCX_ZOOM_STEP = 0.1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A zoom percentage within 10 to 250 (a non-number is 100). */
export function clampZoom(percent: number): number {
  if (!Number.isFinite(percent)) return ZOOM_DEFAULT;
  return clamp(Math.round(percent), ZOOM_MIN, ZOOM_MAX);
}

/**
 * One step in or out, landing on the grid of 10: from a preset off the grid (25) it goes to the
 * next multiple of 10 in that direction (30 or 20).
 */
export function stepZoom(percent: number, direction: 1 | -1): number {
  const current = clampZoom(percent);
  const next =
    direction > 0
      ? Math.floor(current / ZOOM_STEP) * ZOOM_STEP + ZOOM_STEP
      : Math.ceil(current / ZOOM_STEP) * ZOOM_STEP - ZOOM_STEP;
  return clampZoom(next);
}

/** One Ctrl + wheel step of the DOCX scale, kept to one decimal within 0.5 to 3. */
export function stepDocxZoom(scale: number, direction: 1 | -1): number {
  const current = Number.isFinite(scale) ? scale : 1;
  const next = Math.round((current + direction * DOCX_ZOOM_STEP) * 10) / 10;
  return clamp(next, DOCX_ZOOM_MIN, DOCX_ZOOM_MAX);
}
