import type { CloudFile, CloudFileComment, CloudFileVersion } from "@bearish/shared/cloud-storage/cloud-file";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../../../test/fetch-mock";
import { makeWorkspace } from "../../../workspaces/workspace-fixtures";
import {
  ADA,
  FakeXhr,
  installFakeXhr,
  ME_PERSON,
  makeCloudFile,
  renderWithProviders,
} from "./cloud-details-test-utils";
import { FileDetailsPanel } from "./file-details-panel";

const FILE_PATH = "/api/cloud-storage/file";
const NOW = "2026-03-01T12:00:00.000Z";

function version(n: number, overrides: Partial<CloudFileVersion> = {}): CloudFileVersion {
  return {
    id: `0197c000-0000-7000-8000-00000000000${n}`,
    version: n,
    name: `report-v${n}.pdf`,
    size: 1000 * n,
    contentType: "application/pdf",
    createdBy: n === 2 ? ADA : ME_PERSON,
    createdAt: `2026-02-0${n}T10:00:00.000Z`,
    isCurrent: false,
    ...overrides,
  };
}

function comment(id: string, author = ME_PERSON, canDelete = true, body = "Looks good"): CloudFileComment {
  return {
    id,
    fileId: makeCloudFile().id,
    author,
    body,
    createdAt: "2026-03-01T11:00:00.000Z",
    canDelete,
  };
}

/** Mocks the panel's calls around a file kept in `state`; PUT bodies land in `puts`. */
function setup(initial: CloudFile, extra: Parameters<typeof mockApi>[0] = {}) {
  const state = { file: initial };
  const puts: unknown[] = [];
  const fetchMock = mockApi({
    [`GET ${FILE_PATH}/get-file/${initial.id}`]: () => ok(state.file),
    [`PUT ${FILE_PATH}/update-file/${initial.id}`]: ({ init }) => {
      const body = JSON.parse(String(init?.body)) as Partial<CloudFile>;
      puts.push(body);
      state.file = { ...state.file, ...body } as CloudFile;
      // The server records who locked the file.
      if (body.locking) {
        const isLocked = body.locking.isLocked;
        state.file.locking = { isLocked, lockedBy: isLocked ? ME_PERSON : null, lockedAt: isLocked ? NOW : null };
      }
      return ok(state.file);
    },
    "GET /api/workspace": ok([
      makeWorkspace(),
      makeWorkspace({ id: "0197b000-0000-7000-8000-000000000002", name: "Gemini" }),
    ]),
    ...extra,
  });
  const onClose = vi.fn();
  renderWithProviders(<FileDetailsPanel file={initial} onClose={onClose} />);
  const panel = screen.getByRole("region", { name: "File details" });
  return { state, puts, fetchMock, onClose, panel: within(panel) };
}

const TAG_INPUT = "Type a tag and press Enter";

describe("FileDetailsPanel", () => {
  it("shows the facts and counters, and the owner every control", async () => {
    const { panel, onClose } = setup(makeCloudFile({ access: "owner" }));
    expect(panel.getByRole("heading", { name: "report.pdf" })).toBeInTheDocument();
    expect(panel.getByText("1.50 MB")).toBeInTheDocument();
    expect(panel.getByText("/Docs")).toBeInTheDocument();
    expect(panel.getByText("You")).toBeInTheDocument();
    expect(panel.getByText("Never")).toBeInTheDocument();
    expect(panel.getByRole("group", { name: "Views: 7" })).toBeInTheDocument();
    expect(panel.getByRole("group", { name: "Downloads: 2" })).toBeInTheDocument();
    expect(panel.getByRole("group", { name: "Shares: 1" })).toBeInTheDocument();

    expect(panel.getByRole("switch", { name: "Locked" })).toBeEnabled();
    expect(panel.getByRole("textbox", { name: TAG_INPUT })).toBeEnabled();
    expect(panel.getByRole("textbox", { name: "Description" })).toBeEnabled();
    expect(panel.getByRole("switch", { name: "Watermark previews" })).toBeEnabled();
    expect(panel.getByLabelText("Expiry date")).toBeEnabled();
    expect(panel.getByRole("combobox", { name: "Connected workspace" })).toBeInTheDocument();
    expect(panel.queryByText("You can view this file but not change it.")).toBeNull();

    await userEvent.click(panel.getByRole("button", { name: "Close details" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("gives a viewer nothing to change, and a commenter only comments", async () => {
    const user = userEvent.setup();
    const file = makeCloudFile({ access: "view", ownerId: ADA.id, uploadedBy: ADA, versions: 2, comments: 1 });
    const { panel } = setup(file, {
      [`GET ${FILE_PATH}/${file.id}/versions`]: ok([version(1), version(2, { isCurrent: true })]),
      [`GET ${FILE_PATH}/${file.id}/comments`]: ok([comment("c1", ADA, false)]),
    });
    expect(panel.getByText("You can view this file but not change it.")).toBeInTheDocument();
    expect(panel.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(panel.getByRole("switch", { name: "Locked" })).toBeDisabled();
    expect(panel.queryByRole("textbox", { name: TAG_INPUT })).toBeNull();
    expect(panel.getByRole("textbox", { name: "Description" })).toBeDisabled();
    expect(panel.queryByRole("switch", { name: "Watermark previews" })).toBeNull();
    expect(panel.queryByLabelText("Expiry date")).toBeNull();

    await user.click(panel.getByRole("tab", { name: "Versions (2)" }));
    expect(await panel.findByRole("button", { name: "Download version 1" })).toBeInTheDocument();
    expect(panel.queryByRole("button", { name: "Upload new version" })).toBeNull();
    expect(panel.queryByRole("button", { name: "Restore version 1" })).toBeNull();

    await user.click(panel.getByRole("tab", { name: "Comments (1)" }));
    expect(await panel.findByText("Looks good")).toBeInTheDocument();
    expect(panel.queryByRole("textbox", { name: "Write a comment and press Enter" })).toBeNull();
    expect(panel.getByText("You can read comments but not add them.")).toBeInTheDocument();
    expect(panel.queryByRole("button", { name: "Delete comment" })).toBeNull();
  });

  it("lets a commenter comment with Enter and delete only what the server allows", async () => {
    const user = userEvent.setup();
    const file = makeCloudFile({ access: "comment", ownerId: ADA.id, uploadedBy: ADA });
    const posted: unknown[] = [];
    let comments = [comment("c1", ADA, false, "From Ada")];
    const { panel } = setup(file, {
      [`GET ${FILE_PATH}/${file.id}/comments`]: () => ok(comments),
      [`POST ${FILE_PATH}/${file.id}/comments`]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { body: string };
        posted.push(body);
        const added = comment("c2", ME_PERSON, true, body.body);
        comments = [...comments, added];
        return { status: 201, body: { success: true, statusCode: 201, message: "Created", data: added } };
      },
      [`DELETE ${FILE_PATH}/${file.id}/comments/c2`]: () => {
        comments = comments.filter((c) => c.id !== "c2");
        return ok({ id: "c2" });
      },
    });
    expect(panel.queryByRole("textbox", { name: TAG_INPUT })).toBeNull();
    await user.click(panel.getByRole("tab", { name: /Comments/ }));
    const input = await panel.findByRole("textbox", { name: "Write a comment and press Enter" });
    await user.type(input, "   {Enter}");
    expect(posted).toEqual([]);
    await user.type(input, "  Nice chart  {Enter}");
    await waitFor(() => expect(posted).toEqual([{ body: "Nice chart" }]));
    expect(await panel.findByText("Nice chart")).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(""));
    // Only my own comment has a delete button.
    const deletes = panel.getAllByRole("button", { name: "Delete comment" });
    expect(deletes).toHaveLength(1);
    await user.click(deletes[0] as HTMLElement);
    await waitFor(() => expect(panel.queryByText("Nice chart")).toBeNull());
    expect(panel.getByText("From Ada")).toBeInTheDocument();
  });

  it("tags: Enter adds trimmed non-empty text once, Backspace on an empty input removes the last", async () => {
    const user = userEvent.setup();
    const { panel, puts } = setup(makeCloudFile({ access: "edit", ownerId: ADA.id, uploadedBy: ADA, tags: ["q1"] }));
    const input = panel.getByRole("textbox", { name: TAG_INPUT });
    await user.type(input, "   {Enter}");
    expect(puts).toEqual([]);
    await user.type(input, "  budget  {Enter}");
    await waitFor(() => expect(puts).toEqual([{ tags: ["q1", "budget"] }]));
    expect(input).toHaveValue("");
    expect(await panel.findByText("budget")).toBeInTheDocument();
    await user.type(input, "Q1{Enter}");
    expect(puts).toHaveLength(1);
    await user.type(input, "{Backspace}");
    await waitFor(() => expect(puts).toEqual([{ tags: ["q1", "budget"] }, { tags: ["q1"] }]));
    await waitFor(() => expect(panel.queryByText("budget")).toBeNull());
    // An editor has no owner settings.
    expect(panel.queryByRole("switch", { name: "Watermark previews" })).toBeNull();
  });

  it("saves the description on blur, only when it changed", async () => {
    const user = userEvent.setup();
    const { panel, puts } = setup(makeCloudFile({ description: "Old" }));
    const description = panel.getByRole("textbox", { name: "Description" });
    await user.click(description);
    await user.tab();
    expect(puts).toEqual([]);
    await user.clear(description);
    await user.type(description, "Quarterly numbers");
    expect(puts).toEqual([]);
    await user.tab();
    await waitFor(() => expect(puts).toEqual([{ description: "Quarterly numbers" }]));
  });

  it("the owner toggles the lock and the watermark, sets an expiry and connects a workspace", async () => {
    const user = userEvent.setup();
    const { panel, puts } = setup(makeCloudFile());
    await user.click(panel.getByRole("switch", { name: "Locked" }));
    await waitFor(() => expect(puts).toEqual([{ locking: { isLocked: true } }]));
    expect(
      await panel.findByText("You locked this file: only you can change it until you unlock it."),
    ).toBeInTheDocument();
    await user.click(panel.getByRole("switch", { name: "Watermark previews" }));
    await waitFor(() => expect(puts).toContainEqual({ enableWatermark: true }));
    await user.type(panel.getByLabelText("Expiry date"), "2026-12-31");
    await waitFor(() =>
      expect(puts.some((p) => typeof (p as { setExpiryDate?: string }).setExpiryDate === "string")).toBe(true),
    );
    await user.click(await panel.findByRole("button", { name: "Clear expiry date" }));
    await waitFor(() => expect(puts).toContainEqual({ setExpiryDate: null }));
    await user.click(panel.getByRole("combobox", { name: "Connected workspace" }));
    await user.click(await screen.findByRole("option", { name: "Gemini" }));
    await waitFor(() => expect(puts).toContainEqual({ connectedWorkspace: "0197b000-0000-7000-8000-000000000002" }));
  });

  it("a file locked by someone else: editors change nothing, the owner may only unlock", async () => {
    const locking = { isLocked: true, lockedBy: ADA, lockedAt: "2026-03-01T09:00:00.000Z" };
    const editorView = setup(makeCloudFile({ access: "edit", ownerId: ADA.id, uploadedBy: ADA, locking }));
    expect(
      editorView.panel.getByText(/Only Ada Lovelace can change this file while it is locked\./),
    ).toBeInTheDocument();
    expect(editorView.panel.queryByText(/As the owner you may unlock it/)).toBeNull();
    expect(editorView.panel.getByRole("switch", { name: "Locked" })).toBeDisabled();
    expect(editorView.panel.queryByRole("textbox", { name: TAG_INPUT })).toBeNull();
    expect(editorView.panel.getByRole("textbox", { name: "Description" })).toBeDisabled();
  });

  it("the owner of a file someone else locked may unlock it but not change its settings", async () => {
    const user = userEvent.setup();
    const locking = { isLocked: true, lockedBy: ADA, lockedAt: "2026-03-01T09:00:00.000Z" };
    const { panel, puts } = setup(makeCloudFile({ access: "owner", locking }));
    expect(panel.getByText(/As the owner you may unlock it\./)).toBeInTheDocument();
    expect(panel.getByRole("switch", { name: "Watermark previews" })).toBeDisabled();
    expect(panel.queryByRole("textbox", { name: TAG_INPUT })).toBeNull();
    await user.click(panel.getByRole("switch", { name: "Locked" }));
    await waitFor(() => expect(puts).toEqual([{ locking: { isLocked: false } }]));
  });

  it("lists versions newest first, restores an older one and downloads any", async () => {
    const user = userEvent.setup();
    const file = makeCloudFile({ access: "edit", ownerId: ADA.id, uploadedBy: ADA, versions: 3, version: 3 });
    const restored: string[] = [];
    const accessBodies: unknown[] = [];
    const { panel } = setup(file, {
      [`GET ${FILE_PATH}/${file.id}/versions`]: ok([version(1), version(3, { isCurrent: true }), version(2)]),
      [`POST ${FILE_PATH}/${file.id}/versions/${version(1).id}/restore`]: () => {
        restored.push(version(1).id);
        return ok({ ...file, version: 4, versions: 4 });
      },
      [`POST ${FILE_PATH}/${file.id}/access`]: ({ init }) => {
        accessBodies.push(JSON.parse(String(init?.body)));
        return ok({ path: "/api/files/x?sig=1", expiresAt: "2026-03-01T11:00:00.000Z" });
      },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await user.click(panel.getByRole("tab", { name: "Versions (3)" }));
    const list = await panel.findByRole("list", { name: "Versions" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.getAttribute("aria-label")),
    ).toEqual(["Version 3", "Version 2", "Version 1"]);
    expect(within(list).getByText(/Ada Lovelace/)).toBeInTheDocument();
    expect(panel.queryByRole("button", { name: "Restore version 3" })).toBeNull();
    await user.click(panel.getByRole("button", { name: "Restore version 1" }));
    await waitFor(() => expect(restored).toEqual([version(1).id]));
    await user.click(panel.getByRole("button", { name: "Download version 2" }));
    await waitFor(() => expect(accessBodies).toEqual([{ purpose: "download", versionId: version(2).id }]));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
  });

  it("uploads a new version with a progress bar, then lists it", async () => {
    installFakeXhr();
    window.localStorage.setItem("token", "tok");
    const user = userEvent.setup();
    const file = makeCloudFile({ versions: 1 });
    let versions = [version(1, { isCurrent: true })];
    const { panel } = setup(file, {
      [`GET ${FILE_PATH}/${file.id}/versions`]: () => ok(versions),
    });
    await user.click(panel.getByRole("tab", { name: "Versions (1)" }));
    await panel.findByRole("button", { name: "Download version 1" });
    const picked = new File(["%PDF-1.7 new"], "new.pdf", { type: "application/pdf" });
    await user.upload(panel.getByTestId("version-file-input"), picked);

    const xhr = FakeXhr.last;
    if (!xhr) throw new Error("no upload was sent");
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe(`${FILE_PATH}/${file.id}/versions`);
    expect(xhr.headers.Authorization).toBe("Bearer tok");
    expect((xhr.body?.get("file") as File | null)?.name).toBe("new.pdf");

    xhr.progress(50, 100);
    const bar = await panel.findByRole("progressbar", { name: "Uploading new.pdf… 50%" });
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(panel.getByRole("button", { name: "Upload new version" })).toBeDisabled();

    versions = [version(1), version(2, { isCurrent: true, createdBy: ME_PERSON })];
    xhr.respond(201, {
      success: true,
      statusCode: 201,
      message: "Created",
      data: { ...file, version: 2, versions: 2 },
    });
    await waitFor(() => expect(panel.queryByRole("progressbar")).toBeNull());
    expect(await panel.findByRole("button", { name: "Download version 2" })).toBeInTheDocument();
    expect(panel.getByRole("tab", { name: "Versions (2)" })).toBeInTheDocument();
    expect(panel.getByRole("button", { name: "Upload new version" })).toBeEnabled();
  });

  it("shows the server's reason when a version upload is refused", async () => {
    installFakeXhr();
    const user = userEvent.setup();
    const file = makeCloudFile();
    const { panel } = setup(file, { [`GET ${FILE_PATH}/${file.id}/versions`]: ok([version(1, { isCurrent: true })]) });
    await user.click(panel.getByRole("tab", { name: /Versions/ }));
    await user.upload(panel.getByTestId("version-file-input"), new File(["x"], "big.bin"));
    FakeXhr.last?.respond(413, {
      success: false,
      statusCode: 413,
      error: "Payload Too Large",
      code: "cloud.quota_exceeded",
      message: "Storage quota exceeded",
    });
    expect(await screen.findByText("Failed to upload the new version")).toBeInTheDocument();
    expect(screen.getByText("Storage quota exceeded")).toBeInTheDocument();
  });
});
