import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error("boom");
  return <p>All good now</p>;
}

describe("ErrorBoundary", () => {
  it("shows the spec's fallback card and renders the children again on Try Again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );

    expect(screen.getByRole("heading", { name: "Oops! Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("We encountered an unexpected error. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toBeInTheDocument();
    expect(screen.queryByText("All good now")).not.toBeInTheDocument();

    shouldThrow = false;
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("All good now")).toBeInTheDocument();
    expect(screen.queryByText("Oops! Something went wrong")).not.toBeInTheDocument();
  });

  it("forgets the error when its reset key changes (another page)", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    shouldThrow = true;
    const { rerender } = render(
      <ErrorBoundary resetKey="/en/a">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Oops! Something went wrong")).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey="/en/b">
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good now")).toBeInTheDocument();
  });
});
