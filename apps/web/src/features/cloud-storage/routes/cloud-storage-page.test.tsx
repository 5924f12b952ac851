import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { makeMe } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { CLOUD_ITEM_DRAG_TYPE } from "../cloud-drag";
import { listPage, makeCloudFile, makeCloudFolder } from "../cloud-fixtures";

const DOCS = makeCloudFolder({ id: "0197c000-0000-7000-8000-000000000001", folderName: "Docs" });
const YEAR = makeCloudFolder({ id: "0197c000-0000-7000-8000-000000000002", folderName: "2025", directory: "/Docs" });
const REPORT = makeCloudFile({
  id: "0197c000-0000-7000-8000-0000000000f1",
  name: "report.pdf",
  directory: "/Docs/2025",
});
const FOLDERS: Record<string, unknown[]> = { "/": [DOCS], "/Docs": [YEAR], "/Docs/2025": [] };
const FILES: Record<string, unknown[]> = { "/": [], "/Docs": [], "/Docs/2025": [REPORT] };

function directoryOf(url: string) {
  return new URL(url, "http://x").searchParams.get("directory") ?? "/";
}

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    "GET /api/user/auth/me": ok(makeMe()),
    "GET /api/cloud-storage/usage": ok({ used: 1_500_000, quota: 1_000_000_000, files: 1 }),
    "GET /api/cloud-storage/file/get-all-folders": ({ url }) => listPage(FOLDERS[directoryOf(url)] ?? []),
    "GET /api/cloud-storage/file/get-all-files": ({ url }) => listPage(FILES[directoryOf(url)] ?? []),
    ...extra,
  });
}

const crumbs = () => within(screen.getByRole("navigation", { name: "Folder path" }));

describe("cloud storage page: not-connected clouds", () => {
  it.each([
    ["box", "Box"],
    ["one-drive", "OneDrive"],
    ["google-drive", "Google Drive"],
  ])("%s says it is not connected and Connect an account is disabled with the reason", async (cloud, name) => {
    setup();
    renderApp(`/en/cloud-storage/${cloud}/my-drive`, { token: "tok" });
    expect(await screen.findByText(`${name} is not connected`)).toBeInTheDocument();
    const connect = screen.getByRole("button", { name: "Connect an account" });
    expect(connect).toBeDisabled();
    expect(connect).toHaveAccessibleDescription(`Connecting ${name} comes with the integrations`);
  });

  it("the More menu's Connect an account opens a dialog whose Connect button is disabled", async () => {
    const user = userEvent.setup();
    setup();
    renderApp("/en/cloud-storage/bearish/my-drive", { token: "tok" });
    await user.click(await screen.findByRole("button", { name: "More" }));
    await user.click(screen.getByRole("menuitem", { name: "Connect an account" }));
    const dialog = await screen.findByRole("dialog", { name: "Connect an account" });
    expect(within(dialog).getByRole("button", { name: "Connect" })).toBeDisabled();
    // The spec's call buttons stay hidden until the Calls area exists.
    expect(screen.queryByRole("button", { name: /call/i })).toBeNull();
  });
});

describe("cloud storage page: folders and breadcrumbs", () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
  });

  it("opening a folder appends its name to the path; a crumb jumps back", async () => {
    const user = userEvent.setup();
    setup();
    const { router } = renderApp("/en/cloud-storage/bearish/my-drive", { token: "tok" });
    expect(await screen.findByRole("tab", { name: "All clouds", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("Drop files here or use Upload")).toBeInTheDocument();
    expect(crumbs().getByRole("button", { name: "My drive" })).toHaveAttribute("aria-current", "page");

    await user.click(await screen.findByRole("button", { name: "Open Docs" }));
    await waitFor(() => expect(router.state.location.search).toBe("?path=%2FDocs"));
    await user.click(await screen.findByRole("button", { name: "Open 2025" }));
    await waitFor(() => expect(router.state.location.search).toBe("?path=%2FDocs%2F2025"));
    expect(
      crumbs()
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["My drive", "Docs", "2025"]);
    expect(await screen.findByRole("listitem", { name: "report.pdf" })).toBeInTheDocument();
    expect(screen.getByText("1.50 KB")).toBeInTheDocument();

    await user.click(crumbs().getByRole("button", { name: "Docs" }));
    await waitFor(() => expect(router.state.location.search).toBe("?path=%2FDocs"));
    expect(await screen.findByRole("button", { name: "Open 2025" })).toBeInTheDocument();
    await user.click(crumbs().getByRole("button", { name: "My drive" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(crumbs().getAllByRole("button")).toHaveLength(1);
  });

  it("dropping a file row on a crumb moves the file into the crumb's folder", async () => {
    const puts: { url: string; body: unknown }[] = [];
    setup({
      [`PUT /api/cloud-storage/file/update-file/${REPORT.id}`]: ({ url, init }) => {
        puts.push({ url, body: JSON.parse(String(init?.body)) });
        return ok({ ...REPORT, directory: "/Docs", path: "/Docs/report.pdf" });
      },
    });
    renderApp("/en/cloud-storage/bearish/my-drive?path=/Docs/2025", { token: "tok" });
    const row = await screen.findByRole("listitem", { name: "report.pdf" });
    const store: Record<string, string> = {};
    const dataTransfer = {
      types: [] as string[],
      effectAllowed: "all",
      dropEffect: "none",
      setData(type: string, value: string) {
        store[type] = value;
        this.types.push(type);
      },
      getData: (type: string) => store[type] ?? "",
      files: [],
    };
    fireEvent.dragStart(row, { dataTransfer });
    expect(dataTransfer.types).toContain(CLOUD_ITEM_DRAG_TYPE);
    const docs = crumbs().getByRole("button", { name: "Docs" });
    fireEvent.dragEnter(docs, { dataTransfer });
    expect(docs).toHaveAttribute("data-drop-over", "true");
    fireEvent.dragOver(docs, { dataTransfer });
    fireEvent.drop(docs, { dataTransfer });
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toEqual({ folderLocation: "/Docs" });
    expect(docs).not.toHaveAttribute("data-drop-over");
    expect(await screen.findByText("Moved to /Docs")).toBeInTheDocument();
  });

  it("dropping a folder tile on a crumb moves the folder there", async () => {
    const puts: unknown[] = [];
    setup({
      [`PUT /api/cloud-storage/file/update-folder/${YEAR.id}`]: ({ init }) => {
        puts.push(JSON.parse(String(init?.body)));
        return ok({ ...YEAR, directory: "/", path: "/2025" });
      },
    });
    renderApp("/en/cloud-storage/bearish/my-drive?path=/Docs", { token: "tok" });
    const tile = (await screen.findByRole("button", { name: "Open 2025" })).closest("li") as HTMLElement;
    const store: Record<string, string> = {};
    const dataTransfer = {
      types: [] as string[],
      setData: (type: string, value: string) => {
        store[type] = value;
        dataTransfer.types.push(type);
      },
      getData: (type: string) => store[type] ?? "",
    };
    fireEvent.dragStart(tile, { dataTransfer });
    fireEvent.drop(crumbs().getByRole("button", { name: "My drive" }), { dataTransfer });
    await waitFor(() => expect(puts).toEqual([{ directory: "/" }]));
  });
});

describe("cloud storage page: create a new folder", () => {
  async function openPopover(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole("button", { name: "Create a new folder" }));
    return within(await screen.findByRole("form", { name: "Create a new folder" }));
  }

  it("starts as New Folder, trims the name and creates it in the open folder", async () => {
    const user = userEvent.setup();
    const posts: unknown[] = [];
    setup({
      "POST /api/cloud-storage/file/create-folder": ({ init }) => {
        posts.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { success: true, statusCode: 201, message: "Created", data: DOCS } };
      },
    });
    renderApp("/en/cloud-storage/bearish/my-drive?path=/Docs", { token: "tok" });
    let form = await openPopover(user);
    expect(form.getByRole("textbox", { name: "Folder name" })).toHaveValue("New Folder");
    await user.click(form.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(posts).toEqual([{ folderName: "New Folder", directory: "/Docs" }]));

    form = await openPopover(user);
    const field = form.getByRole("textbox", { name: "Folder name" });
    await user.clear(field);
    await user.type(field, "  Plans  ");
    await user.click(form.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({ folderName: "Plans", directory: "/Docs" });
    expect(await screen.findByText("Folder created")).toBeInTheDocument();
  });

  it("an empty name is ignored: the popover just closes; Cancel closes without creating", async () => {
    const user = userEvent.setup();
    const fetchMock = setup();
    renderApp("/en/cloud-storage/bearish/my-drive", { token: "tok" });
    let form = await openPopover(user);
    const field = form.getByRole("textbox", { name: "Folder name" });
    await user.clear(field);
    await user.type(field, "   ");
    await user.click(form.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Create a new folder" })).toBeNull());

    form = await openPopover(user);
    await user.click(form.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Create a new folder" })).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("in a folder shared with the caller as editor it creates in the owner's drive", async () => {
    const user = userEvent.setup();
    const owner = "0197a000-0000-7000-8000-0000000000aa";
    const person = { id: owner, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", avatar: null };
    const shared = makeCloudFolder({
      id: "0197c000-0000-7000-8000-0000000000aa",
      folderName: "Plans",
      ownerId: owner,
      createdBy: person,
      access: "edit",
    });
    const posts: unknown[] = [];
    setup({
      "GET /api/cloud-storage/file/get-all-folders": ({ url }) =>
        listPage(new URL(url, "http://x").searchParams.get("view") === "shared" ? [shared] : []),
      "POST /api/cloud-storage/file/create-folder": ({ init }) => {
        posts.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { success: true, statusCode: 201, message: "Created", data: shared } };
      },
    });
    renderApp(`/en/cloud-storage/bearish/${owner}?path=/Plans&root=/Plans`, { token: "tok" });
    expect(await screen.findByRole("heading", { name: "Shared drive of Ada Lovelace" })).toBeInTheDocument();
    // Above the shared folder the crumbs are not links.
    expect(crumbs().queryByRole("button", { name: "Shared drive" })).toBeNull();
    expect(crumbs().getByRole("button", { name: "Plans" })).toBeInTheDocument();
    const form = await openPopover(user);
    await user.click(form.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(posts).toEqual([{ folderName: "New Folder", directory: "/Plans", ownerId: owner }]));
  });
});
