import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderPreviewer } from "../test/previewer-test-utils";
import { ZoomControl } from "./zoom-control";

function Harness({ initial }: { initial: number }) {
  const [zoom, setZoom] = useState(initial);
  return (
    <>
      <ZoomControl value={zoom} onChange={setZoom} />
      <output data-testid="zoom">{zoom}</output>
    </>
  );
}

const zoomValue = () => Number(screen.getByTestId("zoom").textContent);

describe("ZoomControl", () => {
  it("steps by 10 with its buttons and disables them at 10 and 250", () => {
    renderPreviewer(<Harness initial={240} />);
    const zoomIn = screen.getByRole("button", { name: "Zoom in" });
    fireEvent.click(zoomIn);
    expect(zoomValue()).toBe(250);
    expect(zoomIn).toBeDisabled();
    expect(screen.getByRole("button", { name: /Zoom presets: 250%/ })).toBeInTheDocument();
    const zoomOut = screen.getByRole("button", { name: "Zoom out" });
    for (let i = 0; i < 30; i += 1) if (!(zoomOut as HTMLButtonElement).disabled) fireEvent.click(zoomOut);
    expect(zoomValue()).toBe(10);
    expect(zoomOut).toBeDisabled();
    expect(zoomIn).toBeEnabled();
  });

  it("offers presets from 10 to 200 and applies the one chosen", () => {
    renderPreviewer(<Harness initial={100} />);
    fireEvent.click(screen.getByRole("button", { name: /Zoom presets/ }));
    const menu = screen.getByRole("menu", { name: "Zoom presets" });
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["10%", "25%", "50%", "75%", "100%", "125%", "150%", "200%"]);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "25%" }));
    expect(zoomValue()).toBe(25);
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(zoomValue()).toBe(30);
  });

  it("answers Ctrl + and Ctrl − (and Ctrl 0) instead of the browser", () => {
    renderPreviewer(<Harness initial={100} />);
    const plus = fireEvent.keyDown(window, { key: "=", ctrlKey: true });
    expect(plus).toBe(false); // default prevented
    expect(zoomValue()).toBe(110);
    fireEvent.keyDown(window, { key: "+", ctrlKey: true });
    expect(zoomValue()).toBe(120);
    fireEvent.keyDown(window, { key: "-", ctrlKey: true });
    fireEvent.keyDown(window, { key: "-", ctrlKey: true });
    fireEvent.keyDown(window, { key: "-", ctrlKey: true });
    expect(zoomValue()).toBe(90);
    fireEvent.keyDown(window, { key: "0", metaKey: true });
    expect(zoomValue()).toBe(100);
    // Without Ctrl the keys are left alone.
    fireEvent.keyDown(window, { key: "+" });
    expect(zoomValue()).toBe(100);
  });
});
