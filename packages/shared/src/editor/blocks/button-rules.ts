import { BUTTON_BORDER_RADIUS, BUTTON_OPACITY } from "../editor-constants";

function finite(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}

/** A border radius from the settings form: a whole number of pixels within 0..50. */
export function clampBorderRadius(value: number): number {
  const rounded = Math.round(finite(value, BUTTON_BORDER_RADIUS.min));
  return Math.min(BUTTON_BORDER_RADIUS.max, Math.max(BUTTON_BORDER_RADIUS.min, rounded));
}

/** An opacity from the settings form: within 0..1 on the 0.05 grid. */
export function clampOpacity(value: number): number {
  const clamped = Math.min(BUTTON_OPACITY.max, Math.max(BUTTON_OPACITY.min, finite(value, BUTTON_OPACITY.max)));
  const steps = Math.round(clamped / BUTTON_OPACITY.step);
  return Number((steps * BUTTON_OPACITY.step).toFixed(2));
}
