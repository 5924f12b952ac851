import { expect, test } from "@playwright/test";
import { signedIn, signUp } from "../support/accounts";

// A 1x1 PNG: the server recognises cover images by their bytes.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("an owner creates a workspace with items and shares it; the viewer sees it live and loses it at once", async ({
  browser,
  request,
}) => {
  const owner = await signUp(request, "Olive", "Owner");
  const viewer = await signUp(request, "Victor", "Viewer");
  const ownerPage = await signedIn(browser, owner);
  const viewerPage = await signedIn(browser, viewer);
  const name = `Apollo ${Date.now()}`;

  // The viewer has the list open before anything is shared.
  await viewerPage.goto("/en/workspace");
  await expect(viewerPage.getByRole("heading", { level: 1, name: "Workspaces" })).toBeVisible();
  await expect(viewerPage.getByRole("link", { name })).toHaveCount(0);

  // The owner creates the workspace with a cover image.
  await ownerPage.goto("/en/workspace");
  await ownerPage.getByRole("button", { name: "Create a workspace" }).click();
  const form = ownerPage.getByRole("form", { name: "Create a workspace" });
  await form.getByRole("textbox", { name: "Name" }).fill(name);
  await form.getByRole("textbox", { name: "Description" }).fill("Moon landing plans");
  await form.getByLabel("Cover image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await expect(form.getByRole("img", { name: "Cover image preview" })).toBeVisible();
  await form.getByRole("button", { name: "Create" }).click();
  await expect(ownerPage).toHaveURL(/\/en\/workspace\/bearish\/[0-9a-f-]{36}$/);
  const workspaceId = ownerPage.url().split("/").at(-1) as string;
  await expect(ownerPage.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(ownerPage.getByRole("img", { name: `Cover image of ${name}` })).toBeVisible();

  // One item of every type; each opens once created.
  const routes = {
    Board: "board",
    List: "list",
    Checklist: "checklist",
    Whiteboard: "whiteboard",
    Document: "doc",
    Wiki: "wiki",
  };
  for (const [type, segment] of Object.entries(routes)) {
    await ownerPage.getByRole("button", { name: "Add an item" }).click();
    const card = ownerPage.getByRole("form", { name: "Add an item" });
    await expect(card.getByRole("button", { name: "Create" })).toBeDisabled();
    await card.getByRole("textbox", { name: "Name" }).fill(`My ${type}`);
    await card.getByRole("combobox", { name: "Type" }).click();
    await ownerPage.getByRole("option", { name: type, exact: true }).click();
    await card.getByRole("button", { name: "Create" }).click();
    await expect(ownerPage).toHaveURL(new RegExp(`/${segment}/[0-9a-f-]{36}`));
    // A document's title is an editable field of its page (the live editor); other items show a heading.
    if (type === "Document") {
      await expect(ownerPage.getByRole("textbox", { name: "Page title" })).toHaveValue(`My ${type}`);
    } else {
      await expect(ownerPage.getByRole("heading", { name: `My ${type}` })).toBeVisible();
    }
  }
  await expect(ownerPage.getByRole("button", { name: "Items (6)" })).toBeVisible();

  // Share with the second person as a viewer.
  await ownerPage.getByRole("button", { name: "Share", exact: true }).click();
  const share = ownerPage.getByRole("dialog", { name: `Share “${name}”` });
  await share.getByRole("textbox", { name: "Add people by name" }).fill("Victor");
  await share.getByRole("button", { name: /Victor Viewer/ }).click();
  await expect(ownerPage.getByText("Access given")).toBeVisible();
  await expect(share.getByRole("combobox", { name: "Access of Victor Viewer" })).toHaveText("Viewer");

  // It appears for the viewer without a reload, and opens read-only.
  const link = viewerPage.getByRole("link", { name });
  await expect(link.first()).toBeVisible();
  await link.first().click();
  await expect(viewerPage).toHaveURL(new RegExp(`/en/workspace/bearish/${workspaceId}$`));
  await expect(viewerPage.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(viewerPage.getByText("Can view")).toBeVisible();
  await expect(viewerPage.getByRole("button", { name: "Add an item" })).toHaveCount(0);
  await viewerPage.getByRole("button", { name: `More actions for ${name}` }).click();
  await expect(viewerPage.getByRole("menuitem", { name: "Edit details" })).toHaveCount(0);
  await expect(viewerPage.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
  await viewerPage.keyboard.press("Escape");

  // The server refuses the viewer's edit too.
  const viewerToken = await viewerPage.evaluate(() => window.localStorage.getItem("token"));
  const put = await viewerPage.request.put(`/api/workspace/${workspaceId}`, {
    headers: { Authorization: `Bearer ${viewerToken}` },
    data: { name: "Hijacked" },
  });
  expect(put.status()).toBe(403);

  // The owner removes the viewer's access: they are sent back to the list at once.
  await share.getByRole("combobox", { name: "Access of Victor Viewer" }).click();
  await ownerPage.getByRole("option", { name: "Remove access" }).click();
  await expect(ownerPage.getByText("Access removed")).toBeVisible();
  await expect(viewerPage.getByText("Your access to this workspace was removed")).toBeVisible();
  await expect(viewerPage).toHaveURL(/\/en\/workspace$/);
  await expect(viewerPage.getByRole("link", { name })).toHaveCount(0);
});
