import type { CloudMember } from "@bearish/shared/cloud-storage/cloud-file";
import type { UserWithExpansions } from "@bearish/shared/users/users-api";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fail, mockApi, ok } from "../../../../test/fetch-mock";
import { makeMe } from "../../../../test/fixtures";
import { ADA, ALAN, makeCloudFile, makeMember, renderWithProviders } from "../details/cloud-details-test-utils";
import { CloudShareDialog } from "./cloud-share-dialog";

const FOLDER_ID = "0197b000-0000-7000-8000-000000000d01";
const MEMBERS = `/api/cloud-storage/folder/${FOLDER_ID}/members`;

function user(person: typeof ADA): UserWithExpansions {
  return {
    ...makeMe(),
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    avatar_fallBack: `${person.firstName[0]}${person.lastName[0]}`,
  } as UserWithExpansions;
}

/** A folder shared with `members`; the routes keep the list as the server would. */
function setup(initial: CloudMember[], access: "owner" | "view" = "owner", extra: Parameters<typeof mockApi>[0] = {}) {
  let members = initial;
  const calls: { method: string; path: string; body: unknown }[] = [];
  const record = (method: string, path: string, init: RequestInit | undefined) =>
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
  mockApi({
    [`GET ${MEMBERS}`]: () => ok(members),
    "GET /api/user/auth/all-users": ({ url }) => {
      const search = new URL(url, "http://x").searchParams.get("search")?.toLowerCase() ?? "";
      return ok([ADA, ALAN].filter((p) => `${p.firstName} ${p.lastName}`.toLowerCase().includes(search)).map(user));
    },
    [`POST ${MEMBERS}`]: ({ init }) => {
      record("POST", MEMBERS, init);
      const body = JSON.parse(String(init?.body)) as { userId: string; role: CloudMember["role"] };
      const person = [ADA, ALAN].find((p) => p.id === body.userId);
      if (!person) return fail(404, "user.not_found", "User not found");
      const added = makeMember(person, { role: body.role });
      members = [...members, added];
      return { status: 201, body: { success: true, statusCode: 201, message: "Created", data: added } };
    },
    [`PUT ${MEMBERS}/${ADA.id}`]: ({ init }) => {
      record("PUT", `${MEMBERS}/${ADA.id}`, init);
      const body = JSON.parse(String(init?.body)) as Partial<CloudMember>;
      members = members.map((m) => (m.userId === ADA.id ? { ...m, ...body } : m));
      return ok(members.find((m) => m.userId === ADA.id));
    },
    [`DELETE ${MEMBERS}/${ADA.id}`]: ({ init }) => {
      record("DELETE", `${MEMBERS}/${ADA.id}`, init);
      members = members.filter((m) => m.userId !== ADA.id);
      return ok({ userId: ADA.id });
    },
    ...extra,
  });
  const onClose = vi.fn();
  renderWithProviders(
    <CloudShareDialog target="folder" item={{ id: FOLDER_ID, name: "Plans", access }} open onClose={onClose} />,
  );
  return { calls, onClose, dialog: within(screen.getByRole("dialog", { name: "Share Plans" })) };
}

describe("CloudShareDialog", () => {
  it("adds a person found by name as a viewer", async () => {
    const u = userEvent.setup();
    const { dialog, calls } = setup([]);
    expect(await dialog.findByText("Only the owner has access")).toBeInTheDocument();
    await u.type(dialog.getByRole("textbox", { name: "Search people" }), "ala");
    const candidates = await dialog.findByRole("list", { name: "People to add" });
    await u.click(within(candidates).getByRole("button", { name: /Alan Turing/ }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: "POST", path: MEMBERS, body: { userId: ALAN.id, role: "viewer" } }]),
    );
    const people = dialog.getByRole("list", { name: "People with access" });
    expect(await within(people).findByRole("combobox", { name: "Role of Alan Turing" })).toHaveTextContent("Viewer");
    expect(dialog.getByRole("textbox", { name: "Search people" })).toHaveValue("");
    expect(await screen.findByText("Shared successfully")).toBeInTheDocument();
  });

  it("says when the person already has access (409)", async () => {
    const u = userEvent.setup();
    const { dialog } = setup([], "owner", {
      [`POST ${MEMBERS}`]: fail(409, "cloud.member_exists", "Already shared"),
    });
    await u.type(dialog.getByRole("textbox", { name: "Search people" }), "ada");
    await u.click(await dialog.findByRole("button", { name: /Ada Lovelace/ }));
    expect(await dialog.findByRole("alert")).toHaveTextContent("This person already has access");
  });

  it("changes a role, sets an end date and revokes access", async () => {
    const u = userEvent.setup();
    const { dialog, calls } = setup([makeMember(ADA, { role: "viewer" })]);
    const role = await dialog.findByRole("combobox", { name: "Role of Ada Lovelace" });
    await u.click(role);
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Viewer", "Commenter", "Editor", "Revoke Access"]);
    await u.click(screen.getByRole("option", { name: "Editor" }));
    await waitFor(() =>
      expect(calls).toEqual([
        { method: "PUT", path: `${MEMBERS}/${ADA.id}`, body: { role: "editor", expiresAt: null } },
      ]),
    );
    await waitFor(() =>
      expect(dialog.getByRole("combobox", { name: "Role of Ada Lovelace" })).toHaveTextContent("Editor"),
    );

    await u.type(dialog.getByLabelText("Access of Ada Lovelace ends on"), "2026-06-30");
    await waitFor(() => expect(calls).toHaveLength(2));
    const expiry = calls[1]?.body as { role: string; expiresAt: string };
    expect(expiry.role).toBe("editor");
    expect(new Date(expiry.expiresAt).getFullYear()).toBe(2026);

    await u.click(dialog.getByRole("combobox", { name: "Role of Ada Lovelace" }));
    await u.click(await screen.findByRole("option", { name: "Revoke Access" }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: "DELETE", path: `${MEMBERS}/${ADA.id}`, body: null }));
    await waitFor(() => expect(dialog.queryByText("Ada Lovelace")).toBeNull());
    expect(await screen.findByText("Access revoked")).toBeInTheDocument();
  });

  it("shows others the list read-only", async () => {
    const { dialog } = setup([makeMember(ADA, { role: "commenter" })], "view");
    expect(await dialog.findByText("Ada Lovelace")).toBeInTheDocument();
    expect(dialog.getByText("Commenter")).toBeInTheDocument();
    expect(dialog.getByText("Only the owner can change who has access.")).toBeInTheDocument();
    expect(dialog.queryByRole("textbox", { name: "Search people" })).toBeNull();
    expect(dialog.queryByRole("combobox")).toBeNull();
  });

  it("reads a file's access from the server when it is not given, copies the link, and closes on Done", async () => {
    const u = userEvent.setup();
    const file = makeCloudFile({ access: "comment" });
    mockApi({
      [`GET /api/cloud-storage/file/get-file/${file.id}`]: ok(file),
      [`GET /api/cloud-storage/file/${file.id}/members`]: ok([]),
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    renderWithProviders(
      <CloudShareDialog target="file" item={{ id: file.id, name: file.name }} open onClose={onClose} />,
    );
    const dialog = within(screen.getByRole("dialog", { name: "Share report.pdf" }));
    expect(await dialog.findByText("Only the owner can change who has access.")).toBeInTheDocument();
    await u.click(dialog.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/en/cloud-storage/bearish/my-drive?file=${file.id}`,
    );
    await u.click(dialog.getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
