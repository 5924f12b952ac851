import { describe, expect, it } from "vitest";
import {
  clampZoom,
  DOCX_ZOOM_MAX,
  DOCX_ZOOM_MIN,
  stepDocxZoom,
  stepZoom,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_PRESETS,
} from "./zoom-rules";

describe("zoom rules", () => {
  it("clamps the zoom to 10..250 %", () => {
    expect(clampZoom(5)).toBe(10);
    expect(clampZoom(300)).toBe(250);
    expect(clampZoom(120)).toBe(120);
    expect(clampZoom(Number.NaN)).toBe(100);
  });

  it("steps by 10 and stops at the bounds", () => {
    expect(stepZoom(100, 1)).toBe(110);
    expect(stepZoom(100, -1)).toBe(90);
    expect(stepZoom(ZOOM_MAX, 1)).toBe(250);
    expect(stepZoom(ZOOM_MIN, -1)).toBe(10);
    expect(stepZoom(240, 1)).toBe(250);
    // Off-grid presets land back on the grid of 10.
    expect(stepZoom(25, 1)).toBe(30);
    expect(stepZoom(25, -1)).toBe(20);
    expect(stepZoom(75, 1)).toBe(80);
  });

  it("walks every step from 10 to 250", () => {
    const seen = [10];
    let zoom = 10;
    while (zoom < 250) {
      zoom = stepZoom(zoom, 1);
      seen.push(zoom);
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => 10 + i * 10));
  });

  it("offers presets within 10..200 in increasing order", () => {
    expect(ZOOM_PRESETS[0]).toBe(10);
    expect(ZOOM_PRESETS[ZOOM_PRESETS.length - 1]).toBe(200);
    expect([...ZOOM_PRESETS].sort((a, b) => a - b)).toEqual([...ZOOM_PRESETS]);
    expect(ZOOM_PRESETS).toContain(100);
  });

  it("steps the DOCX scale by 0.1 within 0.5..3", () => {
    expect(stepDocxZoom(1, 1)).toBe(1.1);
    expect(stepDocxZoom(1, -1)).toBe(0.9);
    expect(stepDocxZoom(DOCX_ZOOM_MAX, 1)).toBe(3);
    expect(stepDocxZoom(DOCX_ZOOM_MIN, -1)).toBe(0.5);
    // No floating-point drift after many steps.
    let scale = 1;
    for (let i = 0; i < 7; i += 1) scale = stepDocxZoom(scale, 1);
    expect(scale).toBe(1.7);
  });
});
