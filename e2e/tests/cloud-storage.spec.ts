import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { sampleDocx, samplePdf, sampleXlsx } from "../../apps/server/src/demo/demo-documents";
import { gradientPng, toneWav } from "../../apps/server/src/demo/demo-media";
import { expectToast, type SignedInOptions, signedIn, signUp } from "../support/accounts";

const drive = "/en/cloud-storage/bearish/my-drive";
const live = { timeout: 10_000 };

/** Page errors and render errors of every page (the journey ends by checking there were none). */
const crashes: string[] = [];
const browserOptions: SignedInOptions = { viewport: { width: 1600, height: 1000 }, recordToasts: true, crashes };

/** The files of the journey, one of every previewable type, generated like the demo drive's. */
const pdfPassword = "Open-sesame7";
const names = {
  lockedPdf: "salary-review.pdf",
  pdf: "handbook.pdf",
  docx: "minutes.docx",
  xlsx: "budget.xlsx",
  png: "sunset.png",
  wav: "chime.wav",
  webm: "clip.webm",
} as const;

async function journeyFiles() {
  return [
    {
      name: names.lockedPdf,
      mimeType: "application/pdf",
      buffer: await samplePdf({
        title: "Salary review",
        paragraphs: ["Confidential numbers."],
        password: pdfPassword,
      }),
    },
    {
      name: names.pdf,
      mimeType: "application/pdf",
      buffer: await samplePdf({ title: "Team handbook", paragraphs: ["Welcome to the team."] }),
    },
    {
      name: names.docx,
      mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      buffer: sampleDocx({ title: "Meeting minutes", paragraphs: ["The team agreed to ship on Friday."] }),
    },
    {
      name: names.xlsx,
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: sampleXlsx([
        {
          name: "Budget",
          rows: [
            ["Item", "Cost"],
            ["Laptops", 4200],
            ["Desks", 1300],
          ],
        },
        { name: "Notes", rows: [["Checked by", "Finance"]] },
      ]),
    },
    { name: names.png, mimeType: "image/png", buffer: gradientPng(320, 200, [250, 120, 40], [60, 20, 140]) },
    { name: names.wav, mimeType: "audio/wav", buffer: toneWav(2) },
    {
      name: names.webm,
      mimeType: "video/webm",
      buffer: readFileSync(new URL("../../apps/server/src/demo/assets/demo-clip.webm", import.meta.url)),
    },
  ];
}

/** The file rows of the open folder (a virtualized list: every row of these few files is rendered). */
const fileList = (page: Page) => page.getByRole("list", { name: "Files", exact: true });
const fileRow = (page: Page, name: string) => fileList(page).getByRole("listitem", { name, exact: true });
/** The folder tiles of the open folder. */
const folderTile = (page: Page, name: string) =>
  page
    .getByRole("list", { name: "Folders", exact: true })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("button", { name: `Open ${name}`, exact: true }),
    });
const crumbs = (page: Page) => page.getByRole("navigation", { name: "Folder path" });

/** Opens a file's preview from its row (a click on its name) and answers the full-screen dialog. */
async function openPreview(page: Page, name: string): Promise<Locator> {
  await fileRow(page, name).getByRole("button", { name, exact: true }).click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closePreview(dialog: Locator) {
  await dialog.getByRole("button", { name: "Close the preview" }).click();
  await expect(dialog).toBeHidden();
}

/** The entries of a file's or folder's ⋮ menu, by name. */
async function menuEntries(page: Page, label: string): Promise<string[]> {
  await page.getByRole("button", { name: label, exact: true }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return (await menu.getByRole("menuitem").allInnerTexts()).map((text) => text.split("\n")[0]?.trim() ?? "");
}

/** Drags a file row onto a breadcrumb or a folder tile (HTML5 drag and drop with the mouse) and waits for the move. */
async function dragOnto(page: Page, name: string, target: Locator, folder: string) {
  await fileRow(page, name).dragTo(target);
  await expectToast(page, `Moved to ${folder}`);
  await expect(fileRow(page, name)).toHaveCount(0);
}

test.use({ actionTimeout: 15_000 });

test("cloud storage: folders, uploads of every type, previews (PDF password), drag to move, share a folder with a viewer, trash and restore", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const alma = await signUp(request, "Alma", "Archivist");
  const bruno = await signUp(request, "Bruno", "Browser");
  const almaName = "Alma Archivist";
  const brunoName = "Bruno Browser";
  const a = await signedIn(browser, alma, browserOptions);

  // ── 1. Alma opens her drive and creates folders with the "Create a new folder" popover. ──
  const folderRequests: string[] = [];
  a.on("request", (req) => {
    if (req.method() === "POST" && req.url().includes("/api/cloud-storage/file/create-folder")) {
      folderRequests.push(req.postData() ?? "");
    }
  });
  await a.goto(drive);
  await expect(a.getByRole("heading", { name: "Cloud storage", level: 1 })).toBeVisible();
  await expect(crumbs(a).getByRole("button", { name: "My drive" })).toHaveAttribute("aria-current", "page");
  await expect(a.getByText("Drop files here or use Upload")).toBeVisible();

  const newFolder = a.getByRole("button", { name: "Create a new folder" });
  const popover = a.getByRole("form", { name: "Create a new folder" });
  const folderName = popover.getByRole("textbox", { name: "Folder name" });
  // Cancel closes without creating; the name starts as "New Folder".
  await newFolder.click();
  await expect(folderName).toHaveValue("New Folder");
  await popover.getByRole("button", { name: "Cancel" }).click();
  await expect(popover).toBeHidden();
  // An empty (blank) name is ignored: the popover just closes.
  await newFolder.click();
  await folderName.fill("   ");
  await popover.getByRole("button", { name: "Create" }).click();
  await expect(popover).toBeHidden();
  // The default name as it is.
  await newFolder.click();
  await expect(folderName).toHaveValue("New Folder");
  await popover.getByRole("button", { name: "Create" }).click();
  await expect(folderTile(a, "New Folder")).toBeVisible();
  await expectToast(a, "Folder created");
  // Named folders (the name is trimmed).
  for (const name of ["Reports", "  Team  "]) {
    await newFolder.click();
    await folderName.fill(name);
    await folderName.press("Enter");
    await expect(popover).toBeHidden();
    await expect(folderTile(a, name.trim())).toBeVisible();
  }
  // Only the three real folders reached the server (Cancel and the blank name sent nothing).
  expect(folderRequests).toHaveLength(3);
  expect(folderRequests.join("\n")).toContain('"folderName":"Team"');

  // ── 2. Alma uploads one file of every type with the Upload button; each shows its progress, then Uploaded. ──
  await a.evaluate(() => {
    // Every state each upload row goes through (a row's status changes in place).
    const seen: Record<string, string[]> = {};
    Object.assign(window, { uploadsSeen: seen });
    const record = () => {
      for (const row of document.querySelectorAll("li[data-status]")) {
        const label = row.querySelector("[role=progressbar]")?.getAttribute("aria-label") ?? "";
        const name = label.replace(/^Upload progress of /, "");
        const status = row.getAttribute("data-status") ?? "";
        const states = seen[name] ?? [];
        if (states.at(-1) !== status) states.push(status);
        seen[name] = states;
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-status"],
    });
  });
  const files = await journeyFiles();
  await a.getByTestId("cloud-upload-input").setInputFiles(files);
  const uploads = a.getByRole("region", { name: "Uploads" });
  await expect(uploads).toBeVisible();
  for (const file of files) {
    const row = uploads.getByRole("listitem").filter({ hasText: file.name });
    await expect(row.getByRole("progressbar", { name: `Upload progress of ${file.name}` })).toHaveAttribute(
      "aria-valuenow",
      "100",
      live,
    );
    await expect(row.getByRole("status")).toHaveText("Uploaded");
    await expect(fileRow(a, file.name)).toBeVisible();
  }
  const uploadsSeen = await a.evaluate(
    () => (window as unknown as { uploadsSeen: Record<string, string[]> }).uploadsSeen,
  );
  for (const file of files) {
    // Each went through the uploading state (its own progress bar) before it was done.
    expect(uploadsSeen[file.name], file.name).toContain("uploading");
    expect(uploadsSeen[file.name]?.at(-1), file.name).toBe("done");
  }
  await expect(a.getByText("7 files")).toBeVisible();
  await uploads.getByRole("button", { name: "Close uploads" }).click();
  await expect(uploads).toBeHidden();

  // ── 3. Alma previews each file. ──
  // The password-protected PDF asks for its password; a wrong one is refused, the right one shows the page.
  let preview = await openPreview(a, names.lockedPdf);
  const passwordForm = preview.getByRole("form", { name: "Password required" });
  await expect(passwordForm).toBeVisible(live);
  await expect(passwordForm).toContainText("This document is password protected. Please enter a password.");
  await passwordForm.getByLabel("Password").fill("not-the-password");
  await passwordForm.getByRole("button", { name: "Submit" }).click();
  await expect(preview.getByRole("alert")).toHaveText("Incorrect password", live);
  await preview.getByRole("form", { name: "Password required" }).getByLabel("Password").fill(pdfPassword);
  await preview.getByRole("form", { name: "Password required" }).getByRole("button", { name: "Submit" }).click();
  await expectPdfPage(preview);
  await closePreview(preview);

  // The plain PDF opens straight away.
  preview = await openPreview(a, names.pdf);
  await expectPdfPage(preview);
  await expect(preview.getByRole("form", { name: "Password required" })).toHaveCount(0);
  await closePreview(preview);

  // The DOCX shows its text.
  preview = await openPreview(a, names.docx);
  // The document renders inside a sandboxed frame of its own (its styles cannot reach the app).
  const word = preview.getByLabel("Word document").frameLocator('iframe[title="Word document"]');
  await expect(word.getByText("Meeting minutes")).toBeVisible(live);
  await expect(word.getByText("The team agreed to ship on Friday.")).toBeVisible();
  await closePreview(preview);

  // The XLSX shows its cells, the spec's note and a tab per sheet.
  preview = await openPreview(a, names.xlsx);
  await expect(
    preview.getByText("Limited preview available. For full preview, download the file and open it in the related app."),
  ).toBeVisible(live);
  const budget = preview.getByRole("table", { name: "Budget" });
  await expect(budget.getByRole("cell", { name: "Laptops" })).toBeVisible();
  await expect(budget.getByRole("cell", { name: "4200" })).toBeVisible();
  const sheets = preview.getByRole("tablist", { name: "Sheets" });
  await sheets.getByRole("tab", { name: "Notes" }).click();
  await expect(preview.getByRole("table", { name: "Notes" }).getByRole("cell", { name: "Checked by" })).toBeVisible();
  await closePreview(preview);

  // The picture shows (loaded, not the "Failed to load image" box).
  preview = await openPreview(a, names.png);
  const picture = preview.getByRole("img", { name: names.png });
  await expect(picture).toBeVisible(live);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(preview.getByText("Failed to load image")).toHaveCount(0);
  await closePreview(preview);

  // The video has its element and the speed menu.
  preview = await openPreview(a, names.webm);
  const video = preview.getByLabel(`Video ${names.webm}`);
  await expect(video).toBeVisible(live);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), live).toBeGreaterThan(0);
  await preview.getByRole("button", { name: "Playback speed 1×" }).click();
  const speeds = a.getByRole("menu", { name: "Playback speed" });
  await expect(speeds.getByRole("menuitem")).toHaveText(["0.5×", "0.75×", "1×", "1.25×", "1.5×", "1.75×", "2×"]);
  await speeds.getByRole("menuitem", { name: "1.5×" }).click();
  await expect(speeds).toBeHidden();
  await expect(preview.getByRole("button", { name: "Playback speed 1.5×" })).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
  await closePreview(preview);

  // The audio plays in the waveform player.
  preview = await openPreview(a, names.wav);
  const player = preview.getByRole("group", { name: `Audio ${names.wav}` });
  await expect(player.getByTestId("waveform")).toBeVisible(live);
  const play = player.getByRole("button", { name: "Play", exact: true });
  await expect(play).toBeEnabled(live);
  await play.click();
  const pause = player.getByRole("button", { name: "Pause", exact: true });
  await expect(pause).toBeVisible();
  await pause.click();
  await expect(play).toBeVisible();
  await closePreview(preview);

  // ── 4. Alma moves files by dragging: rows onto folder tiles, then from inside Team onto the "My drive" crumb. ──
  await dragOnto(a, names.docx, folderTile(a, "Team"), "/Team");
  await dragOnto(a, names.png, folderTile(a, "Team"), "/Team");
  await dragOnto(a, names.pdf, folderTile(a, "Team"), "/Team");
  await dragOnto(a, names.xlsx, folderTile(a, "Reports"), "/Reports");
  await expect(a.getByText("3 files")).toBeVisible();
  await folderTile(a, "Team").getByRole("button", { name: "Open Team" }).click();
  await expect(a).toHaveURL(/[?&]path=%2FTeam$/);
  await expect(crumbs(a).getByRole("button", { name: "Team" })).toHaveAttribute("aria-current", "page");
  for (const name of [names.docx, names.png, names.pdf]) await expect(fileRow(a, name)).toBeVisible();
  await dragOnto(a, names.pdf, crumbs(a).getByRole("button", { name: "My drive" }), "/");
  await expect(a.getByText("2 files")).toBeVisible();
  // Back at the root (by its crumb): the PDF is there again.
  await crumbs(a).getByRole("button", { name: "My drive" }).click();
  await expect(crumbs(a).getByRole("button", { name: "My drive" })).toHaveAttribute("aria-current", "page");
  await expect(fileRow(a, names.pdf)).toBeVisible();
  await expect(fileRow(a, names.docx)).toHaveCount(0);
  await expect(a.getByText("4 files")).toBeVisible();

  // ── 5. Alma shares the folder Team with Bruno as a viewer. ──
  expect(await menuEntries(a, "Actions for Team")).toEqual(["Open", "Rename", "Share", "Move to trash"]);
  await a.getByRole("menuitem", { name: "Share" }).click();
  const share = a.getByRole("dialog", { name: "Share Team" });
  await expect(share.getByText("Only the owner has access")).toBeVisible();
  await share.getByRole("textbox", { name: "Search people" }).fill("Bruno");
  await share
    .getByRole("list", { name: "People to add" })
    .getByRole("button", { name: new RegExp(brunoName) })
    .click();
  await expectToast(a, "Shared successfully");
  const brunoRow = share.getByRole("list", { name: "People with access" }).getByRole("listitem", { name: brunoName });
  await expect(brunoRow).toBeVisible();
  const role = brunoRow.getByRole("combobox", { name: `Role of ${brunoName}` });
  await role.click();
  const roles = a.getByRole("listbox");
  await expect(roles.getByRole("option")).toHaveText(["Viewer", "Commenter", "Editor", "Revoke Access"]);
  await roles.getByRole("option", { name: "Viewer" }).click();
  await expect(roles).toBeHidden();
  await expect(role).toHaveText("Viewer");
  await share.getByRole("button", { name: "Done" }).click();
  await expect(share).toBeHidden();

  // ── 6. Bruno finds Team under "Shared with me", opens it and previews files; as a viewer he cannot change them. ──
  const b = await signedIn(browser, bruno, browserOptions);
  await b.goto(drive);
  await b.getByRole("tab", { name: "Shared with me" }).click();
  const sharedFolders = b.getByRole("list", { name: "Folders shared with me" });
  await expect(sharedFolders.getByRole("listitem")).toHaveCount(1);
  await expect(sharedFolders.getByRole("listitem")).toContainText(`Shared by ${almaName}`);
  await sharedFolders.getByRole("button", { name: "Open Team" }).click();
  await expect(b.getByRole("heading", { name: `Shared drive of ${almaName}`, level: 1 })).toBeVisible();
  await expect(crumbs(b).getByRole("button", { name: "Team" })).toHaveAttribute("aria-current", "page");
  await expect(fileRow(b, names.docx)).toBeVisible();
  await expect(fileRow(b, names.png)).toBeVisible();
  await expect(fileRow(b, names.pdf)).toHaveCount(0);
  // A viewer adds nothing here.
  await expect(b.getByRole("button", { name: "Upload" })).toHaveCount(0);
  await expect(b.getByRole("button", { name: "Create a new folder" })).toHaveCount(0);
  preview = await openPreview(b, names.docx);
  await expect(
    preview
      .getByLabel("Word document")
      .frameLocator('iframe[title="Word document"]')
      .getByText("The team agreed to ship on Friday."),
  ).toBeVisible(live);
  await closePreview(preview);
  preview = await openPreview(b, names.png);
  await expect(preview.getByRole("img", { name: names.png })).toBeVisible(live);
  await closePreview(preview);
  expect(await menuEntries(b, `Actions for ${names.docx}`)).toEqual(["Preview", "Details", "Download"]);
  await expect(b.getByRole("menuitem", { name: "Rename" })).toHaveCount(0);
  await expect(b.getByRole("menuitem", { name: "Move to trash" })).toHaveCount(0);
  await b.keyboard.press("Escape");
  await expect(b.getByRole("menu")).toBeHidden();
  // Nor can he drag a file away: his rows are not draggable.
  await expect(fileRow(b, names.docx)).toHaveAttribute("draggable", "false");

  // ── 7. Alma moves a file of Reports to the trash, restores it from Trash, and finds it back in Reports. ──
  await folderTile(a, "Reports").getByRole("button", { name: "Open Reports" }).click();
  await expect(crumbs(a).getByRole("button", { name: "Reports" })).toHaveAttribute("aria-current", "page");
  await expect(fileRow(a, names.xlsx)).toBeVisible();
  expect(await menuEntries(a, `Actions for ${names.xlsx}`)).toEqual([
    "Preview",
    "Details",
    "Share",
    "Download",
    "Rename",
    "Move to trash",
  ]);
  await a.getByRole("menuitem", { name: "Move to trash" }).click();
  await expectToast(a, `${names.xlsx} moved to trash`);
  await expect(fileRow(a, names.xlsx)).toHaveCount(0);
  await a.getByRole("tab", { name: "Trash" }).click();
  const trash = a.getByRole("list", { name: "Trash" });
  await expect(trash.getByRole("listitem").filter({ hasText: names.xlsx })).toContainText("/Reports");
  await trash.getByRole("button", { name: `Restore ${names.xlsx}` }).click();
  await expectToast(a, "Restored to /Reports");
  await expect(a.getByText("The trash is empty.")).toBeVisible();
  await a.getByRole("tab", { name: "All clouds" }).click();
  await expect(crumbs(a).getByRole("button", { name: "Reports" })).toHaveAttribute("aria-current", "page");
  await expect(fileRow(a, names.xlsx)).toBeVisible();

  expect(crashes).toEqual([]);
  await Promise.all([a, b].map((page) => page.context().close()));
});

/** A PDF preview shows its first page drawn on a canvas. */
async function expectPdfPage(preview: Locator) {
  const page = preview.getByRole("img", { name: "Page 1 of 1" });
  await expect(page).toBeVisible(live);
  await expect
    .poll(() => page.locator("canvas").evaluate((canvas: HTMLCanvasElement) => canvas.width), live)
    .toBeGreaterThan(0);
}
