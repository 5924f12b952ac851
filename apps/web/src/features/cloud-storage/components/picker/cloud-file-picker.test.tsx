import type { CloudFile, CloudFolder } from "@bearish/shared/cloud-storage/cloud-file";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../../../test/fetch-mock";
import { ADA, makeCloudFile, makeCloudFolder, renderWithProviders } from "../details/cloud-details-test-utils";
import { CloudFilePicker } from "./cloud-file-picker";

const FOLDERS: CloudFolder[] = [
  makeCloudFolder({ id: "0197b000-0000-7000-8000-000000000d01", folderName: "Docs", directory: "/", path: "/Docs" }),
  makeCloudFolder({
    id: "0197b000-0000-7000-8000-000000000d02",
    folderName: "2026",
    directory: "/Docs",
    path: "/Docs/2026",
  }),
];
const file = (n: number, name: string, directory: string, overrides: Partial<CloudFile> = {}) =>
  makeCloudFile({
    id: `0197b000-0000-7000-8000-000000000f0${n}`,
    uploadId: `0197b000-0000-7000-8000-000000000a0${n}`,
    name,
    directory,
    path: `${directory === "/" ? "" : directory}/${name}`,
    ...overrides,
  });
const FILES: CloudFile[] = [
  file(1, "readme.txt", "/"),
  file(2, "report.pdf", "/Docs"),
  file(3, "budget.xlsx", "/Docs"),
  file(4, "from-ada.pdf", "/Docs", { uploadedBy: ADA, ownerId: ADA.id }),
];

/** The drive above, served per directory (and by name for a search), as the server pages it. */
function setup(props: { multiple?: boolean; selectable?: (f: CloudFile) => boolean } = {}) {
  const fileQueries: URLSearchParams[] = [];
  mockApi({
    "GET /api/cloud-storage/file/get-all-folders": ({ url }) => {
      const directory = new URL(url, "http://x").searchParams.get("directory") ?? "/";
      return ok(FOLDERS.filter((f) => f.directory === directory));
    },
    "GET /api/cloud-storage/file/get-all-files": ({ url }) => {
      const query = new URL(url, "http://x").searchParams;
      fileQueries.push(query);
      const q = query.get("q");
      const found = q
        ? FILES.filter((f) => f.name.includes(q))
        : FILES.filter((f) => f.directory === (query.get("directory") ?? "/"));
      return {
        status: 200,
        body: {
          success: true,
          statusCode: 200,
          message: "OK",
          data: found,
          meta: { page: 1, limit: 100, total: found.length, hasMore: false },
        },
      };
    },
  });
  const onPick = vi.fn();
  const onClose = vi.fn();
  const anchor = document.createElement("button");
  document.body.append(anchor);
  renderWithProviders(<CloudFilePicker anchorEl={anchor} open onClose={onClose} onPick={onPick} {...props} />);
  return { onPick, onClose, fileQueries, picker: within(screen.getByRole("dialog", { name: "Attach from cloud" })) };
}

const crumbs = (picker: ReturnType<typeof setup>["picker"]) =>
  within(picker.getByRole("navigation", { name: "Folder path" }));

describe("CloudFilePicker", () => {
  it("walks folders by clicking them and jumps back by the breadcrumb", async () => {
    const user = userEvent.setup();
    const { picker, fileQueries } = setup();
    expect(crumbs(picker).getByText("My drive")).toHaveAttribute("aria-current", "location");
    expect(await picker.findByRole("option", { name: "readme.txt" })).toBeInTheDocument();
    expect(fileQueries[0]?.get("directory")).toBe("/");
    expect(fileQueries[0]?.get("limit")).toBe("100");

    await user.click(picker.getByRole("button", { name: "Open folder Docs" }));
    expect(await picker.findByRole("option", { name: "report.pdf" })).toBeInTheDocument();
    expect(picker.queryByRole("option", { name: "readme.txt" })).toBeNull();
    expect(crumbs(picker).getByText("Docs")).toHaveAttribute("aria-current", "location");

    await user.click(await picker.findByRole("button", { name: "Open folder 2026" }));
    expect(await picker.findByText("This folder is empty")).toBeInTheDocument();
    expect(crumbs(picker).getByText("2026")).toHaveAttribute("aria-current", "location");

    await user.click(crumbs(picker).getByRole("button", { name: "Docs" }));
    expect(await picker.findByRole("option", { name: "budget.xlsx" })).toBeInTheDocument();
    await user.click(crumbs(picker).getByRole("button", { name: "My drive" }));
    expect(await picker.findByRole("option", { name: "readme.txt" })).toBeInTheDocument();
    expect(crumbs(picker).queryByText("Docs")).toBeNull();
  });

  it("picks several files across folders and attaches them", async () => {
    const user = userEvent.setup();
    const { picker, onPick, onClose } = setup({ multiple: true });
    const attach = picker.getByRole("button", { name: "Attach" });
    expect(attach).toBeDisabled();
    await user.click(await picker.findByRole("option", { name: "readme.txt" }));
    await user.click(picker.getByRole("button", { name: "Open folder Docs" }));
    await user.click(await picker.findByRole("option", { name: "report.pdf" }));
    await user.click(picker.getByRole("option", { name: "budget.xlsx" }));
    await user.click(picker.getByRole("option", { name: "budget.xlsx" }));
    expect(picker.getByRole("option", { name: "report.pdf" })).toHaveAttribute("aria-selected", "true");
    expect(picker.getByRole("option", { name: "budget.xlsx" })).toHaveAttribute("aria-selected", "false");
    await user.click(picker.getByRole("button", { name: "Attach (2)" }));
    expect(onPick).toHaveBeenCalledOnce();
    expect(onPick.mock.calls[0]?.[0].map((f: CloudFile) => f.name)).toEqual(["readme.txt", "report.pdf"]);
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps one file when not multiple, searches every file, and disables files it may not attach", async () => {
    const user = userEvent.setup();
    const { picker, onPick, fileQueries } = setup({ selectable: (f) => f.uploadedBy.id !== ADA.id });
    await user.type(picker.getByRole("textbox", { name: "Search files" }), "r");
    expect(await picker.findByRole("option", { name: "from-ada.pdf" })).toHaveAttribute("aria-disabled", "true");
    await waitFor(() => expect(fileQueries.at(-1)?.get("q")).toBe("r"));
    expect(fileQueries.at(-1)?.get("directory")).toBeNull();
    expect(picker.queryByRole("navigation", { name: "Folder path" })).toBeNull();
    // Found in two folders; each shows where it lives.
    expect(picker.getByRole("option", { name: "readme.txt" })).toHaveTextContent("/ · 1.50 MB");
    await user.click(picker.getByRole("option", { name: "readme.txt" }));
    await user.click(picker.getByRole("option", { name: "report.pdf" }));
    expect(picker.getByRole("option", { name: "readme.txt" })).toHaveAttribute("aria-selected", "false");
    await user.click(picker.getByRole("button", { name: "Attach (1)" }));
    expect(onPick.mock.calls[0]?.[0].map((f: CloudFile) => f.name)).toEqual(["report.pdf"]);
  });

  it("says when a search finds nothing", async () => {
    const user = userEvent.setup();
    const { picker } = setup();
    await user.type(picker.getByRole("textbox", { name: "Search files" }), "nothing-like-this");
    expect(await picker.findByText("No files match your search")).toBeInTheDocument();
  });
});
