import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "../../../test/fetch-mock";
import { makeMe } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { listPage, makeCloudFile } from "../cloud-fixtures";
import { installFakeXhr } from "../fake-xhr";

const MANY: CloudFile[] = Array.from({ length: 10_000 }, (_, i) =>
  makeCloudFile({ id: `0197c000-0000-7000-8000-${String(i).padStart(12, "0")}`, name: `file-${i}.pdf` }),
);

function base(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    "GET /api/user/auth/me": ok(makeMe()),
    "GET /api/cloud-storage/usage": ok({ used: 0, quota: 1_000_000_000, files: 0 }),
    "GET /api/cloud-storage/file/get-all-folders": listPage([]),
    "GET /api/cloud-storage/file/get-all-files": listPage([]),
    ...extra,
  });
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
});

describe("file list", () => {
  it("shows 10,000 files with only a window of rows in the DOM and pages of 100 on demand", async () => {
    const pages: number[] = [];
    base({
      "GET /api/cloud-storage/file/get-all-files": ({ url }) => {
        const query = new URL(url, "http://x").searchParams;
        const page = Number(query.get("page"));
        const limit = Number(query.get("limit"));
        pages.push(page);
        return listPage(MANY.slice((page - 1) * limit, page * limit), { page, limit, total: MANY.length });
      },
    });
    renderApp("/en/cloud-storage/bearish/my-drive", { token: "tok" });
    const list = await screen.findByRole("list", { name: "Files" });
    await waitFor(() => expect(within(list).getByRole("listitem", { name: "file-0.pdf" })).toBeInTheDocument());
    expect(screen.getByText("10000 files")).toBeInTheDocument();
    const rows = within(list).getAllByRole("listitem");
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute("aria-setsize", "10000");
    expect(pages).toEqual([1]);

    // Scrolling near the end of what is loaded asks for the next page of 100.
    const scroller = list as HTMLElement;
    act(() => {
      scroller.scrollTop = 95 * 68;
      fireEvent.scroll(scroller);
    });
    await waitFor(() => expect(pages).toEqual([1, 2]));
    await waitFor(() => expect(within(list).getByRole("listitem", { name: "file-100.pdf" })).toBeInTheDocument());
    expect(within(list).getAllByRole("listitem").length).toBeLessThan(40);
  });

  it("shows 5 skeleton rows while loading", async () => {
    base({ "GET /api/cloud-storage/file/get-all-files": () => new Promise(() => {}) });
    renderApp("/en/cloud-storage/bearish/my-drive", { token: "tok" });
    const busy = await screen.findByLabelText("Files");
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(busy.querySelectorAll(".MuiSkeleton-root")).toHaveLength(5);
  });

  it("Delete on a row moves the file to the trash, and Undo restores it", async () => {
    const user = userEvent.setup();
    const file = makeCloudFile({ id: "0197c000-0000-7000-8000-0000000000f1", name: "notes.pdf" });
    const calls: string[] = [];
    base({
      "GET /api/cloud-storage/file/get-all-files": listPage([file]),
      [`DELETE /api/cloud-storage/file/delete-file/${file.id}`]: () => {
        calls.push("trash");
        return ok({ id: file.id });
      },
      [`POST /api/cloud-storage/trash/file/${file.id}/restore`]: () => {
        calls.push("restore");
        return ok({ id: file.id, directory: "/", name: file.name });
      },
    });
    renderApp("/en/cloud-storage/bearish/my-drive", { token: "tok" });
    const row = await screen.findByRole("listitem", { name: "notes.pdf" });
    row.focus();
    await user.keyboard("{Delete}");
    expect(await screen.findByText("notes.pdf moved to trash")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(calls).toEqual(["trash", "restore"]));
  });

  it("a viewer's row offers preview, details and download only", async () => {
    const user = userEvent.setup();
    const file = makeCloudFile({ id: "0197c000-0000-7000-8000-0000000000f2", name: "plan.pdf", access: "view" });
    base({ "GET /api/cloud-storage/file/get-all-files": listPage([file]) });
    renderApp("/en/cloud-storage/bearish/my-drive", { token: "tok" });
    await user.click(await screen.findByRole("button", { name: "Actions for plan.pdf" }));
    const items = (await screen.findAllByRole("menuitem")).map(
      (item) => item.querySelector(".MuiListItemText-primary")?.textContent,
    );
    expect(items).toEqual(["Preview", "Details", "Download"]);
  });

  it("F2 renames; a taken name shows the server's message", async () => {
    const user = userEvent.setup();
    const file = makeCloudFile({ id: "0197c000-0000-7000-8000-0000000000f3", name: "a.pdf" });
    base({
      "GET /api/cloud-storage/file/get-all-files": listPage([file]),
      [`PUT /api/cloud-storage/file/update-file/${file.id}`]: fail(
        409,
        "cloud.name_taken",
        "An item with this name already exists in this folder",
      ),
    });
    renderApp("/en/cloud-storage/bearish/my-drive", { token: "tok" });
    (await screen.findByRole("listitem", { name: "a.pdf" })).focus();
    await user.keyboard("{F2}");
    const field = await screen.findByRole("textbox", { name: "New name" });
    await user.clear(field);
    await user.type(field, "b.pdf");
    await user.click(screen.getByRole("button", { name: "Rename" }));
    expect(await screen.findByText("An item with this name already exists in this folder")).toBeInTheDocument();
  });
});

describe("uploads", () => {
  it("each file has its own progress bar, success and the server's error (415), then the lists refresh", async () => {
    const user = userEvent.setup();
    const sent = installFakeXhr();
    let listCalls = 0;
    base({
      "GET /api/cloud-storage/file/get-all-files": () => {
        listCalls += 1;
        return listPage([]);
      },
    });
    renderApp("/en/cloud-storage/bearish/my-drive?path=/", { token: "tok" });
    await screen.findByText("Drop files here or use Upload");
    const before = listCalls;
    const good = new File(["hello"], "good.pdf", { type: "application/pdf" });
    const bomb = new File(["PK"], "bomb.docx");
    await user.upload(screen.getByTestId("cloud-upload-input"), [good, bomb]);
    expect(sent).toHaveLength(2);
    expect(sent.map((xhr) => (xhr.body?.get("files") as File | undefined)?.name)).toEqual(["good.pdf", "bomb.docx"]);

    const panel = within(screen.getByRole("region", { name: "Uploads" }));
    act(() => sent[0]?.progress(40, 100));
    await waitFor(() =>
      expect(panel.getByRole("progressbar", { name: "Upload progress of good.pdf" })).toHaveAttribute(
        "aria-valuenow",
        "40",
      ),
    );
    expect(panel.getByText("Uploading 40%")).toBeInTheDocument();
    act(() => {
      sent[0]?.respond(201, {
        success: true,
        statusCode: 201,
        message: "Created",
        data: [makeCloudFile({ id: "0197c000-0000-7000-8000-0000000000a1", name: "good.pdf" })],
      });
      sent[1]?.respond(415, {
        success: false,
        statusCode: 415,
        error: "Unsupported Media Type",
        code: "upload.unsafe_archive",
        message: "This file expands to more than the safe limit and was refused",
      });
    });
    expect(await panel.findByText("Uploaded")).toBeInTheDocument();
    expect(
      await panel.findByText("Failed: This file expands to more than the safe limit and was refused"),
    ).toBeInTheDocument();
    expect(panel.getByRole("progressbar", { name: "Upload progress of good.pdf" })).toHaveAttribute(
      "aria-valuenow",
      "100",
    );
    await waitFor(() => expect(listCalls).toBeGreaterThan(before));
  });

  it("files dropped from the system anywhere on the page upload into the open folder", async () => {
    const sent = installFakeXhr();
    base();
    renderApp("/en/cloud-storage/bearish/my-drive?path=/Docs", { token: "tok" });
    await screen.findByText("Drop files here or use Upload");
    const zone = screen.getByTestId("cloud-drop-zone");
    const file = new File(["x"], "dropped.txt", { type: "text/plain" });
    const dataTransfer = { types: ["Files"], files: [file], dropEffect: "none" };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByTestId("cloud-drop-overlay")).toHaveTextContent("Drop files to upload them to /Docs");
    fireEvent.drop(zone, { dataTransfer });
    expect(screen.queryByTestId("cloud-drop-overlay")).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body?.get("folderLocation")).toBe("/Docs");
  });
});

describe("trash", () => {
  it("lists trashed items; Restore and Delete forever (after a confirmation)", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const item = {
      kind: "file",
      id: "0197c000-0000-7000-8000-0000000000b1",
      name: "old.pdf",
      directory: "/",
      size: 2000,
      contentType: "application/pdf",
      deletedAt: "2025-03-02T10:00:00.000Z",
    };
    base({
      "GET /api/cloud-storage/trash": listPage([item]),
      [`POST /api/cloud-storage/trash/file/${item.id}/restore`]: () => {
        calls.push("restore");
        return ok({ id: item.id, directory: "/", name: item.name });
      },
      [`DELETE /api/cloud-storage/trash/file/${item.id}`]: () => {
        calls.push("delete");
        return ok({ id: item.id });
      },
    });
    renderApp("/en/cloud-storage/bearish/my-drive?tab=trash", { token: "tok" });
    expect(await screen.findByText("old.pdf")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Storage used" })).toHaveAttribute(
      "aria-valuetext",
      "0 B of 1.00 GB used",
    );
    await user.click(screen.getByRole("button", { name: "Restore old.pdf" }));
    await waitFor(() => expect(calls).toEqual(["restore"]));
    await user.click(screen.getByRole("button", { name: "Delete old.pdf forever" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete forever?" });
    expect(calls).toEqual(["restore"]);
    await user.click(within(dialog).getByRole("button", { name: "Delete forever" }));
    await waitFor(() => expect(calls).toEqual(["restore", "delete"]));
  });
});
