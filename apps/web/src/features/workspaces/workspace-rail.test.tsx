import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../test/fetch-mock";
import { makeMe } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { EMPTY_ITEMS, makeWorkspace } from "./workspace-fixtures";

const NAMES = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta"];
const workspaces = NAMES.map((name, i) =>
  makeWorkspace({ id: `0197b000-0000-7000-8000-00000000001${i}`, name, isPinned: name === "Theta" }),
);

function base() {
  return {
    "GET /api/user/auth/me": ok(makeMe()),
    "GET /api/workspace": ok(workspaces),
    "GET /api/workspace/archived": ok([]),
  };
}

const railSpaces = async () => within(await screen.findByTestId("rail-spaces"));
const namesIn = (rail: ReturnType<typeof within>) =>
  rail.getAllByRole("link").map((link: HTMLElement) => link.querySelector(".MuiListItemText-primary")?.textContent);

describe("workspace rail", () => {
  it("shows 6 spaces per page, pinned first, and pages forward and back", async () => {
    const user = userEvent.setup();
    mockApi(base());
    renderApp("/en/workspace", { token: "tok" });
    let rail = await railSpaces();
    expect(namesIn(rail)).toEqual(["Theta", "Alpha", "Beta", "Gamma", "Delta", "Epsilon"]);
    expect(screen.getByText("1 / 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous spaces" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next spaces" }));
    rail = await railSpaces();
    await waitFor(() => expect(namesIn(rail)).toEqual(["Zeta", "Eta"]));
    expect(screen.getByRole("button", { name: "Next spaces" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Previous spaces" }));
    await waitFor(async () => expect((await railSpaces()).getAllByRole("link")).toHaveLength(6));
  });

  it("filters by a case-insensitive substring of the name", async () => {
    const user = userEvent.setup();
    mockApi(base());
    renderApp("/en/workspace", { token: "tok" });
    await railSpaces();
    await user.click(screen.getByRole("button", { name: "Search workspaces" }));
    await user.type(screen.getByRole("textbox", { name: "Filter workspaces by name" }), "ETA");
    await waitFor(async () => expect(namesIn(await railSpaces())).toEqual(["Theta", "Beta", "Zeta", "Eta"]));
    await user.clear(screen.getByRole("textbox", { name: "Filter workspaces by name" }));
    await user.type(screen.getByRole("textbox", { name: "Filter workspaces by name" }), "nothing");
    expect(await screen.findByText("No workspace matches")).toBeInTheDocument();
  });

  it("links the Cloud group to each cloud's drive page; outside clouds say they are not connected", async () => {
    mockApi(base());
    renderApp("/en/workspace", { token: "tok" });
    await railSpaces();
    const links: Record<string, string> = {
      "Bearish cloud": "/en/cloud-storage/bearish/my-drive",
      Box: "/en/cloud-storage/box/my-drive",
      OneDrive: "/en/cloud-storage/one-drive/my-drive",
      "Google Drive": "/en/cloud-storage/google-drive/my-drive",
    };
    for (const [name, href] of Object.entries(links)) {
      const link = screen.getByText(name).closest("a");
      expect(link).toHaveAttribute("href", href);
      expect(link).not.toHaveAttribute("aria-disabled");
    }
    const bearish = screen.getByText("Bearish cloud").closest("a") as HTMLElement;
    expect(within(bearish).queryByText("Not connected")).toBeNull();
    expect(within(screen.getByText("Box").closest("a") as HTMLElement).getByText("Not connected")).toBeInTheDocument();
    expect(screen.queryByText("Not available yet")).toBeNull();
  });
});

describe("create workspace popover", () => {
  it("requires a name, then sends the fields and cover image as multipart and opens the new workspace", async () => {
    const user = userEvent.setup();
    const created = makeWorkspace({ id: "0197b000-0000-7000-8000-0000000000ff", name: "Gemini" });
    let sent: FormData | null = null;
    const fetchMock = mockApi({
      ...base(),
      "POST /api/workspace": ({ init }) => {
        sent = init?.body as FormData;
        return { status: 201, body: { success: true, statusCode: 201, message: "Created", data: created } };
      },
      [`GET /api/workspace/${created.id}`]: ok(created),
      [`GET /api/workspace/${created.id}/items`]: ok(EMPTY_ITEMS),
    });
    const { router } = renderApp("/en/workspace", { token: "tok" });
    await railSpaces();
    await user.click(screen.getByRole("button", { name: "Create a workspace" }));
    const form = await screen.findByRole("form", { name: "Create a workspace" });
    await user.click(within(form).getByRole("button", { name: "Create" }));
    expect(within(form).getByText("Workspace name is required")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await user.type(within(form).getByRole("textbox", { name: "Name" }), "  Gemini ");
    await user.type(within(form).getByRole("textbox", { name: "Description" }), "Two seats");
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cover.png", { type: "image/png" });
    await user.upload(within(form).getByLabelText("Cover image"), png);
    expect(within(form).getByRole("img", { name: "Cover image preview" })).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Create" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/workspace/bearish/${created.id}`));
    expect(sent).toBeInstanceOf(FormData);
    const body = sent as unknown as FormData;
    expect(body.get("name")).toBe("Gemini");
    expect(body.get("description")).toBe("Two seats");
    expect(body.get("generalAccess")).toBe("restricted");
    expect((body.get("coverImage") as File).name).toBe("cover.png");
    expect(await screen.findByText("Workspace created")).toBeInTheDocument();
  });

  it("refuses a cover image that is not png, jpeg or webp", async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockApi(base());
    renderApp("/en/workspace", { token: "tok" });
    await railSpaces();
    await user.click(screen.getByRole("button", { name: "Create a workspace" }));
    const form = await screen.findByRole("form", { name: "Create a workspace" });
    const gif = new File(["GIF89a"], "cover.gif", { type: "image/gif" });
    await user.upload(within(form).getByLabelText("Cover image"), gif);
    expect(within(form).getByRole("alert")).toHaveTextContent("The cover image must be a PNG, JPEG or WebP image");
  });
});
