import { AVATAR_SIZES } from "@bearish/shared/editor/editor-constants";
import { screen, waitFor, within } from "@testing-library/dom";
import { beforeEach, describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../../test/fetch-mock";
import { fireEvent as fire } from "../test-render";
import { docWith, nodeAttrs, paragraphWith, renderBlockEditor as renderBlocksEditor } from "./blocks-test-editor";
import { MentionView } from "./mention-view";
import { ada, alan, listReply } from "./people-test-data";
import { ProfilePictureView } from "./profile-picture-view";
import { ProfileView } from "./profile-view";

// People are looked up for signed-in readers only (use-block-person.ts).
beforeEach(() => window.localStorage.setItem("token", "tok"));

const missingId = "0197a000-0000-7000-8000-0000000000ee";
const details = {
  [`GET /api/user/auth/get-user-details/${ada.id}`]: ok(ada),
  [`GET /api/user/auth/get-user-details/${alan.id}`]: ok(alan),
  [`GET /api/user/auth/get-user-details/${missingId}`]: fail(404, "user.not_found", "User not found"),
  "GET /api/user/auth/all-users": listReply,
};

describe("MentionView", () => {
  it("shows @Name linking to the person", async () => {
    mockApi(details);
    await renderBlocksEditor({
      content: docWith(paragraphWith({ type: "mention", attrs: { accountId: ada.id, label: "Ada", localId: "m1" } })),
      views: { mention: MentionView },
    });
    const link = await screen.findByRole("link", { name: "@Ada Lovelace" });
    expect(link).toHaveAttribute("href", `/en/people/${ada.id}`);
  });

  it("shows Unknown User when the id no longer resolves", async () => {
    mockApi(details);
    await renderBlocksEditor({
      content: docWith(
        paragraphWith({ type: "mention", attrs: { accountId: missingId, label: "Gone Person", localId: "m1" } }),
      ),
      views: { mention: MentionView },
    });
    const block = within(screen.getByTestId("mention-block"));
    expect(await block.findByText("@Unknown User")).toBeInTheDocument();
    expect(block.queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("ProfileView", () => {
  it("shows the person's avatar, name, email and job title", async () => {
    mockApi(details);
    await renderBlocksEditor({
      content: docWith({ type: "profile", attrs: { userId: ada.id } }),
      views: { profile: ProfileView },
      editable: false,
    });
    const card = within(screen.getByRole("region", { name: "Profile" }));
    expect(await card.findByText("Ada Lovelace")).toBeInTheDocument();
    expect(card.getByText("ada@example.com")).toBeInTheDocument();
    expect(card.getByText("Engineer")).toBeInTheDocument();
    expect(card.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says No User Found for a person who does not exist", async () => {
    mockApi(details);
    await renderBlocksEditor({
      content: docWith({ type: "profile", attrs: { userId: missingId } }),
      views: { profile: ProfileView },
    });
    expect(await screen.findByText("No User Found")).toBeInTheDocument();
  });

  it("lets editors choose the person through Select User", async () => {
    mockApi(details);
    const { editor } = await renderBlocksEditor({
      content: docWith({ type: "profile", attrs: { userId: "" } }),
      views: { profile: ProfileView },
    });
    fire.click(screen.getByRole("button", { name: "Choose person" }));
    fire.click(await screen.findByRole("option", { name: /Alan Turing/ }));
    expect(nodeAttrs(editor, "profile")[0]?.userId).toBe(alan.id);
    expect(await screen.findByText("alan@example.com")).toBeInTheDocument();
  });
});

describe("ProfilePictureView", () => {
  it("draws the avatar at the block's size and lets editors change the size", async () => {
    mockApi(details);
    const { editor } = await renderBlocksEditor({
      content: docWith({ type: "profilePicture", attrs: { userId: ada.id, size: "large" } }),
      views: { profilePicture: ProfilePictureView },
    });
    const avatar = await screen.findByRole("img", { name: "Ada Lovelace" });
    expect(avatar).toHaveStyle({ width: `${AVATAR_SIZES.large}px` });
    fire.mouseDown(screen.getByRole("combobox", { name: "Size" }));
    fire.click(await screen.findByRole("option", { name: "Extra large (80 px)" }));
    expect(nodeAttrs(editor, "profilePicture")[0]?.size).toBe("extraLarge");
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "Ada Lovelace" })).toHaveStyle({ width: `${AVATAR_SIZES.extraLarge}px` }),
    );
  });
});
