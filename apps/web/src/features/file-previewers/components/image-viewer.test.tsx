import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPreviewer } from "../test/previewer-test-utils";
import { ImageViewer } from "./image-viewer";

describe("ImageViewer", () => {
  it("falls back to an 800x600 box saying Failed to load image", () => {
    renderPreviewer(<ImageViewer url="/api/files/x?sig=1" name="photo.png" zoom={100} onZoomChange={vi.fn()} />);
    const image = screen.getByRole("img", { name: "photo.png" });
    expect(image).toHaveAttribute("src", "/api/files/x?sig=1");
    fireEvent.error(image);
    expect(screen.queryByRole("img", { name: "photo.png" })).not.toBeInTheDocument();
    const fallback = screen.getByRole("img", { name: "Failed to load image" });
    expect(fallback).toHaveStyle({ width: "800px", height: "600px" });
    expect(fallback).toHaveTextContent("Failed to load image");
  });

  it("zooms with Ctrl + wheel through the header's zoom", () => {
    const onZoomChange = vi.fn();
    renderPreviewer(<ImageViewer url="/api/files/x?sig=1" name="photo.png" zoom={100} onZoomChange={onZoomChange} />);
    const scroller = screen.getByRole("img", { name: "photo.png" }).parentElement as HTMLElement;
    fireEvent.wheel(scroller, { deltaY: -100, ctrlKey: true });
    expect(onZoomChange).toHaveBeenLastCalledWith(110);
    fireEvent.wheel(scroller, { deltaY: 100, ctrlKey: true });
    expect(onZoomChange).toHaveBeenLastCalledWith(90);
    fireEvent.wheel(scroller, { deltaY: 100 });
    expect(onZoomChange).toHaveBeenCalledTimes(2);
  });
});
