import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { type Account, signedIn, signUp } from "../support/accounts";

/** A screen wide enough for the board's five columns (no horizontal scrolling, so a drag does not auto-scroll the board). */
const wide = { viewport: { width: 1920, height: 1080 } };

/** POSTs JSON as `account` and answers the envelope's data. */
async function post<T>(request: APIRequestContext, account: Account, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { headers: { Authorization: `Bearer ${account.token}` }, data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

/** One custom field of each of the 17 types (name → body). */
const FIELDS = [
  { type: "TEXT", name: "Notes" },
  { type: "NUMBER", name: "Points" },
  { type: "CHECKLIST", name: "Steps" },
  { type: "DATE_TIME_LOG", name: "Hours log" },
  { type: "SINGLE_SELECT", name: "Stage", options: { options: [{ value: "Alpha" }, { value: "Beta" }] } },
  {
    type: "MULTI_SELECT",
    name: "Platforms",
    options: { options: [{ value: "Web" }, { value: "iOS" }, { value: "Android" }] },
  },
  { type: "APPROVAL", name: "Sign-off" },
  { type: "WATCHER", name: "Followers" },
  { type: "PHONE_NUMBER", name: "Hotline" },
  { type: "FORMULA", name: "Score", options: { expression: "{Points} * 2 + {Budget}" } },
  { type: "PROGRESS", name: "Completion", options: { mode: "manual" } },
  { type: "RATING", name: "Quality", options: { max: 5 } },
  { type: "MONEY", name: "Budget", options: { currency: "USD" } },
  { type: "LOCATION", name: "Venue" },
  { type: "VOTING", name: "Votes" },
  { type: "PERCENTAGE", name: "Share" },
  { type: "CONNECTED", name: "Related" },
] as const;

/** Drags `source` onto `target` with the mouse in small steps (dnd-kit's pointer sensor starts after 5 px). */
async function drag(page: Page, source: Locator, target: Locator) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("drag: element without a box");
  // Grab the card by its corner: its title is a link, which does not start a drag.
  await page.mouse.move(from.x + 12, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + 24, from.y + 16, { steps: 4 });
  // Aim at the target's near side: the board scrolls by itself while the pointer is near its far edge.
  await page.mouse.move(to.x + 40, to.y + 60, { steps: 20 });
  await page.mouse.move(to.x + 42, to.y + 62, { steps: 2 });
  await page.mouse.up();
}

test.use({ actionTimeout: 15_000 });

test("two people work on tasks: board, list, checklist and gantt live; every custom field; mention; approval", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await signUp(request, "Olive", "Owner");
  const approver = await signUp(request, "Avery", "Approver");
  const approverName = "Avery Approver";

  // Setup through the API: the workspace, its three task items, the second person as an editor, the fields.
  const workspace = await post<{ id: string }>(request, owner, "/api/workspace", { name: `Tasks ${Date.now()}` });
  const base = `/en/workspace/bearish/${workspace.id}`;
  const board = await post<{ id: string }>(request, owner, `/api/workspace/${workspace.id}`, {
    name: "Sprint board",
    type: "Board",
  });
  const list = await post<{ id: string }>(request, owner, `/api/workspace/${workspace.id}`, {
    name: "Release list",
    type: "List",
  });
  const checklist = await post<{ id: string }>(request, owner, `/api/workspace/${workspace.id}`, {
    name: "Office checklist",
    type: "Checklist",
  });
  await post(request, owner, `/api/members/${workspace.id}/members`, { userId: approver.id, role: "EDITOR" });
  for (const field of FIELDS) await post(request, owner, `/api/workspace/${workspace.id}/custom-fields`, field);

  const ownerPage = await signedIn(browser, owner, wide);
  const approverPage = await signedIn(browser, approver, wide);

  // ── 1. Both open the board; the owner adds a task with the "To do" column's +; it appears for the other. ──
  const boardUrl = `${base}/board/${board.id}`;
  await ownerPage.goto(boardUrl);
  await approverPage.goto(boardUrl);
  for (const page of [ownerPage, approverPage]) {
    await expect(page.getByRole("heading", { name: "Sprint board" })).toBeVisible();
    await expect(page.getByRole("region", { name: "To do" })).toBeVisible();
  }
  const design = "Design the landing page";
  await ownerPage.getByRole("button", { name: "Add a task to To do" }).click();
  const addDialog = ownerPage.getByRole("dialog", { name: "Add a task to To do" });
  await addDialog.getByRole("textbox", { name: "Task name" }).fill(design);
  await addDialog.getByRole("textbox", { name: "Task name" }).press("Enter");
  // The dialog stays open, emptied, for the next one.
  await expect(addDialog.getByRole("textbox", { name: "Task name" })).toHaveValue("");
  await addDialog.press("Escape");
  await expect(addDialog).toBeHidden();
  await expect(ownerPage.getByRole("region", { name: "To do" }).getByRole("link", { name: design })).toBeVisible();
  await expect(approverPage.getByRole("region", { name: "To do" }).getByRole("link", { name: design })).toBeVisible({
    timeout: 5_000,
  });
  await expect(approverPage.getByRole("region", { name: "To do" }).getByLabel("Tasks: 1")).toBeVisible();

  // ── 2. The list item's "Add task" row and the checklist's add input; the other sees each live. ──
  const listUrl = `${base}/list/${list.id}`;
  await ownerPage.goto(listUrl);
  await approverPage.goto(listUrl);
  await expect(approverPage.getByRole("heading", { name: "Release list" })).toBeVisible();
  await expect(approverPage.getByRole("button", { name: "Show or hide To do" })).toBeVisible();
  const notes = "Write release notes";
  const addInList = ownerPage.getByRole("textbox", { name: "Add a task to To do" });
  await addInList.fill(notes);
  await addInList.press("Enter");
  await expect(addInList).toHaveValue("");
  await expect(ownerPage.getByRole("link", { name: notes })).toBeVisible();
  await expect(approverPage.getByRole("link", { name: notes })).toBeVisible({ timeout: 5_000 });
  await expect(approverPage.getByRole("button", { name: "Show or hide To do" })).toContainText("1");

  const checklistUrl = `${base}/checklist/${checklist.id}`;
  await ownerPage.goto(checklistUrl);
  await approverPage.goto(checklistUrl);
  await expect(approverPage.getByRole("heading", { name: "Office checklist" })).toBeVisible();
  await expect(approverPage.getByText("No tasks yet — add one with + or press N")).toBeVisible();
  const snacks = "Buy snacks";
  const addItem = ownerPage.getByRole("textbox", { name: "Add an item" });
  await addItem.fill(snacks);
  await addItem.press("Enter");
  await expect(addItem).toHaveValue("");
  await expect(ownerPage.getByRole("link", { name: snacks })).toBeVisible();
  await expect(approverPage.getByRole("link", { name: snacks })).toBeVisible({ timeout: 5_000 });
  // Ticking it off strikes it through for both.
  // A click, then the state: the tick is applied when the change is sent, which on a busy machine
  // may be a frame after the click (check() wants it at once).
  await ownerPage.getByRole("checkbox", { name: `Mark ${snacks} done` }).click();
  await expect(ownerPage.getByRole("checkbox", { name: `Mark ${snacks} done` })).toBeChecked();
  await expect(approverPage.getByRole("checkbox", { name: `Mark ${snacks} done` })).toBeChecked({ timeout: 5_000 });

  // The list's Gantt: the undated task waits under Unscheduled; Schedule puts a bar on the timeline.
  await ownerPage.goto(listUrl);
  await ownerPage.getByRole("tab", { name: "Gantt" }).click();
  const unscheduled = ownerPage.getByRole("region", { name: "Unscheduled" });
  await expect(unscheduled.getByRole("link", { name: notes })).toBeVisible();
  await unscheduled.getByRole("button", { name: "Schedule" }).click();
  await expect(ownerPage.getByRole("slider", { name: new RegExp(`^${notes}: \\d\\d/\\d\\d/\\d\\d to`) })).toBeVisible();
  await expect(ownerPage.getByRole("region", { name: "Unscheduled" })).toHaveCount(0);
  // The board's task was added from a column, so it is due today and already on the board's timeline.
  await ownerPage.goto(boardUrl);
  await ownerPage.getByRole("tab", { name: "Gantt" }).click();
  await expect(ownerPage.getByRole("slider", { name: new RegExp(`^${design}: `) })).toBeVisible();
  await ownerPage.getByRole("tab", { name: "Board" }).click();

  // ── 3. The owner drags the card from To do to In progress; the other sees it move; it stays after reload. ──
  await approverPage.goto(boardUrl);
  const todo = ownerPage.getByRole("region", { name: "To do" });
  const inProgress = ownerPage.getByRole("region", { name: "In progress" });
  await expect(todo.getByRole("link", { name: design })).toBeVisible();
  await expect(approverPage.getByRole("region", { name: "To do" }).getByRole("link", { name: design })).toBeVisible();
  await drag(ownerPage, todo.getByRole("button", { name: new RegExp(design) }), inProgress);
  await expect(inProgress.getByRole("link", { name: design })).toBeVisible();
  await expect(todo.getByRole("link", { name: design })).toHaveCount(0);
  await expect(
    approverPage.getByRole("region", { name: "In progress" }).getByRole("link", { name: design }),
  ).toBeVisible({ timeout: 5_000 });
  await expect(approverPage.getByRole("region", { name: "To do" }).getByRole("link", { name: design })).toHaveCount(0);
  await ownerPage.reload();
  await expect(
    ownerPage.getByRole("region", { name: "In progress" }).getByRole("link", { name: design }),
  ).toBeVisible();
  await expect(ownerPage.getByRole("region", { name: "To do" }).getByLabel("Tasks: 0")).toBeVisible();

  // ── 4. Both open the full card; the owner sets every custom field through its editor. ──
  await ownerPage.getByRole("region", { name: "In progress" }).getByRole("link", { name: design }).click();
  await approverPage.getByRole("region", { name: "In progress" }).getByRole("link", { name: design }).click();
  for (const page of [ownerPage, approverPage]) {
    await expect(page).toHaveURL(new RegExp(`/item/${board.id}/task/[0-9a-f-]{36}$`));
    await expect(page.getByRole("article", { name: design })).toBeVisible();
  }
  const taskUrl = ownerPage.url();
  expect(approverPage.url()).toBe(taskUrl);
  const o = ownerPage;

  // TEXT, NUMBER, PERCENTAGE, MONEY, PHONE_NUMBER: typed, saved when leaving the field.
  await o.getByRole("textbox", { name: "Notes" }).fill("Hero, pricing and FAQ");
  await o.getByRole("textbox", { name: "Notes" }).blur();
  await o.getByRole("spinbutton", { name: "Points" }).fill("8");
  await o.getByRole("spinbutton", { name: "Points" }).blur();
  await o.getByRole("spinbutton", { name: "Share" }).fill("45");
  await o.getByRole("spinbutton", { name: "Share" }).blur();
  await o.getByRole("textbox", { name: "Budget" }).fill("12.50");
  await o.getByRole("textbox", { name: "Budget" }).blur();
  await o.getByRole("textbox", { name: "Hotline" }).fill("+14155552671");
  await o.getByRole("textbox", { name: "Hotline" }).blur();
  await expect(o.getByRole("textbox", { name: "Hotline" })).toHaveValue("+1 415 555 2671");

  // The other person's open card follows the values live.
  await expect(approverPage.getByRole("textbox", { name: "Notes" })).toHaveValue("Hero, pricing and FAQ", {
    timeout: 5_000,
  });
  await expect(approverPage.getByRole("spinbutton", { name: "Points" })).toHaveValue("8");
  await expect(approverPage.getByRole("textbox", { name: "Budget" })).toHaveValue("12.50");

  // FORMULA: computed by the server from Points and Budget.
  await expect(o.getByLabel("Score", { exact: true })).toHaveText("28.5");

  // CHECKLIST: an item added with Enter.
  const steps = o.getByRole("group", { name: "Steps" });
  await steps.getByRole("textbox", { name: "Add an item and press Enter" }).fill("Draft the hero copy");
  await steps.getByRole("textbox", { name: "Add an item and press Enter" }).press("Enter");
  await expect(steps.getByRole("checkbox", { name: "Draft the hero copy" })).toBeVisible();

  // DATE_TIME_LOG: an entry logged by hand.
  const hoursLog = o.getByRole("group", { name: "Hours log" });
  await hoursLog.getByRole("button", { name: "Add entry" }).click();
  const logDialog = o.getByRole("dialog", { name: "Log time" });
  await logDialog.getByRole("spinbutton", { name: "Hours" }).fill("1");
  await logDialog.getByRole("spinbutton", { name: "Minutes" }).fill("30");
  await logDialog.getByRole("textbox", { name: "Note" }).fill("Wireframes");
  await logDialog.getByRole("button", { name: "Log" }).click();
  await expect(logDialog).toBeHidden();
  await expect(hoursLog.getByText("Total: 01:30:00")).toBeVisible();

  // SINGLE_SELECT and MULTI_SELECT: options picked.
  const stage = o.getByRole("group", { name: "Stage" });
  await stage.getByRole("button", { name: "Beta", exact: true }).click();
  await expect(stage.getByRole("button", { name: "Beta", exact: true })).toHaveAttribute("aria-pressed", "true");
  const platforms = o.getByRole("group", { name: "Platforms" });
  await platforms.getByRole("button", { name: "Web", exact: true }).click();
  await expect(platforms.getByRole("button", { name: "Web", exact: true })).toHaveAttribute("aria-pressed", "true");
  await platforms.getByRole("button", { name: "iOS", exact: true }).click();
  await expect(platforms.getByRole("button", { name: "iOS", exact: true })).toHaveAttribute("aria-pressed", "true");

  // WATCHER: the owner watches the task.
  const followers = o.getByRole("group", { name: "Followers" });
  await followers.getByRole("button", { name: "Watch", exact: true }).click();
  await expect(followers.getByRole("button", { name: "Stop watching" })).toHaveAttribute("aria-pressed", "true");

  // PROGRESS (manual): the slider moved with the keyboard.
  const completion = o.getByRole("slider", { name: "Completion" });
  await completion.focus();
  await completion.press("PageUp");
  await completion.press("PageUp");
  await expect(completion).toHaveAttribute("aria-valuenow", "20");

  // RATING: four stars.
  const quality = o.getByRole("group", { name: "Quality" });
  // The stars are radios: from 3.5, the arrow key picks the next one (a single change).
  await quality.getByRole("radio", { name: "3.5 Stars" }).focus();
  await o.keyboard.press("ArrowRight");
  await expect(quality.getByText("4 / 5")).toBeVisible();

  // LOCATION: a place and its address.
  const venue = o.getByRole("group", { name: "Venue" });
  await venue.getByRole("textbox", { name: "Place" }).fill("Head office");
  await venue.getByRole("textbox", { name: "Address" }).fill("1 Market Street, Springfield");
  await venue.getByRole("button", { name: "Save" }).click();
  await expect(venue.getByRole("button", { name: "Save" })).toBeDisabled();

  // VOTING: the owner votes.
  const votes = o.getByRole("group", { name: "Votes" });
  await votes.getByRole("button", { name: "Vote", exact: true }).click();
  await expect(votes.getByText("1 vote")).toBeVisible();
  await expect(votes.getByRole("button", { name: "Remove vote" })).toHaveAttribute("aria-pressed", "true");

  // CONNECTED: the list's task, found by searching.
  const related = o.getByRole("group", { name: "Related" });
  await related.getByRole("button", { name: "Search tasks to connect" }).click();
  await related.getByRole("textbox", { name: "Search tasks" }).fill("release");
  await related.getByRole("button", { name: new RegExp(notes) }).click();
  await expect(related.getByRole("button", { name: new RegExp(`^[A-Z]+-\\d+ ${notes}$`) })).toBeVisible();

  // APPROVAL: the counts, and a button that opens the approvals.
  const signOff = o.getByRole("group", { name: "Sign-off" });
  await expect(signOff.getByText("0 approved · 0 pending · 0 rejected")).toBeVisible();
  await signOff.getByRole("button", { name: "Open approvals" }).click();
  await expect(o.getByRole("tab", { name: "Approvals" })).toHaveAttribute("aria-selected", "true");
  await expect(o.getByRole("form", { name: "Request approval" })).toBeVisible();
  await o.getByRole("tab", { name: "Comments" }).click();

  // The other person's card shows them live.
  const a = approverPage;
  await expect(
    a.getByRole("group", { name: "Steps" }).getByRole("checkbox", { name: "Draft the hero copy" }),
  ).toBeVisible({
    timeout: 5_000,
  });
  await expect(
    a.getByRole("group", { name: "Stage" }).getByRole("button", { name: "Beta", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(a.getByRole("group", { name: "Quality" }).getByText("4 / 5")).toBeVisible();
  await expect(a.getByRole("group", { name: "Votes" }).getByText("1 vote")).toBeVisible();
  await expect(
    a.getByRole("group", { name: "Votes" }).getByRole("button", { name: "Vote", exact: true }),
  ).toBeVisible();
  await expect(a.getByRole("group", { name: "Venue" }).getByRole("textbox", { name: "Place" })).toHaveValue(
    "Head office",
  );
  await expect(a.getByRole("group", { name: "Hours log" }).getByText("Total: 01:30:00")).toBeVisible();
  await expect(a.getByLabel("Score", { exact: true })).toHaveText("28.5");

  // The owner's own card still knows they voted once the change has come back from the server.
  await expect(votes.getByRole("button", { name: "Remove vote" })).toHaveAttribute("aria-pressed", "true");

  // Everything is still there after a reload (persisted).
  await o.reload();
  await expect(o.getByRole("article", { name: design })).toBeVisible();
  await expect(o.getByRole("textbox", { name: "Notes" })).toHaveValue("Hero, pricing and FAQ");
  await expect(o.getByRole("spinbutton", { name: "Points" })).toHaveValue("8");
  await expect(o.getByRole("spinbutton", { name: "Share" })).toHaveValue("45");
  await expect(o.getByRole("textbox", { name: "Budget" })).toHaveValue("12.50");
  await expect(o.getByRole("textbox", { name: "Hotline" })).toHaveValue("+1 415 555 2671");
  await expect(o.getByLabel("Score", { exact: true })).toHaveText("28.5");
  await expect(steps.getByRole("checkbox", { name: "Draft the hero copy" })).not.toBeChecked();
  await expect(hoursLog.getByText("Total: 01:30:00")).toBeVisible();
  await expect(hoursLog.getByText(/Wireframes/)).toBeVisible();
  await expect(stage.getByRole("button", { name: "Beta", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(stage.getByRole("button", { name: "Alpha", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(platforms.getByRole("button", { name: "Web", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(platforms.getByRole("button", { name: "iOS", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(platforms.getByRole("button", { name: "Android", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(followers.getByRole("button", { name: "Stop watching" })).toBeVisible();
  await expect(completion).toHaveAttribute("aria-valuenow", "20");
  await expect(quality.getByText("4 / 5")).toBeVisible();
  await expect(quality.getByRole("radio", { name: "4 Stars" })).toBeChecked();
  await expect(venue.getByRole("textbox", { name: "Place" })).toHaveValue("Head office");
  await expect(venue.getByRole("textbox", { name: "Address" })).toHaveValue("1 Market Street, Springfield");
  await expect(votes.getByText("1 vote")).toBeVisible();
  await expect(votes.getByRole("button", { name: "Remove vote" })).toBeVisible();
  await expect(related.getByRole("button", { name: new RegExp(`^[A-Z]+-\\d+ ${notes}$`) })).toBeVisible();
  await expect(signOff.getByText("0 approved · 0 pending · 0 rejected")).toBeVisible();

  // ── 5. A comment mentioning the second person: live on their card, and a notification. ──
  // The one unread notification so far says the workspace was shared with them.
  await expect(a.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();
  const composer = o.getByRole("combobox", { name: "Comment" });
  await composer.click();
  await composer.pressSequentially("Please review this, @Av");
  const suggestions = o.getByRole("listbox", { name: "People to mention" });
  await expect(suggestions).toBeVisible();
  await suggestions.getByRole("option", { name: new RegExp(approverName) }).click();
  await expect(composer).toHaveValue(`Please review this, @${approverName} `);
  await composer.press("Enter");
  await expect(composer).toHaveValue("");
  const comment = `Please review this, @${approverName}`;
  await expect(o.getByRole("list", { name: "Comments" }).getByText(comment)).toBeVisible();
  await expect(a.getByRole("list", { name: "Comments" }).getByText(comment)).toBeVisible({ timeout: 5_000 });
  const bell = a.getByRole("button", { name: "Notifications, 2 unread" });
  await expect(bell).toBeVisible({ timeout: 5_000 });
  await bell.click();
  const popover = a.getByRole("dialog", { name: "Notifications" });
  await expect(popover.getByRole("article", { name: /Olive Owner mentioned you on/ })).toBeVisible();
  await expect(popover.getByRole("article", { name: /Olive Owner shared .* with you/ })).toBeVisible();
  await a.keyboard.press("Escape");
  await expect(popover).toBeHidden();

  // ── 6. An approval requested from the second person; they approve; the owner sees it live. ──
  await a.getByRole("tab", { name: "Approvals" }).click();
  await expect(a.getByRole("tab", { name: "Pending (0)" })).toBeVisible();
  await o.getByRole("tab", { name: "Approvals" }).click();
  const requestForm = o.getByRole("form", { name: "Request approval" });
  const requestText = "Approve the landing page design";
  await requestForm.getByRole("textbox", { name: "What needs approving?" }).fill(requestText);
  await requestForm.getByRole("button", { name: "Approver" }).click();
  await o.getByRole("button", { name: new RegExp(approverName) }).click();
  await expect(requestForm.getByRole("button", { name: "Approver" })).toHaveText(approverName);
  await requestForm.getByRole("button", { name: "Send request" }).click();
  await expect(o.getByRole("tab", { name: "Pending (1)" })).toBeVisible();
  await expect(
    o.getByRole("group", { name: "Sign-off" }).getByText("0 approved · 1 pending · 0 rejected"),
  ).toBeVisible();

  await expect(a.getByRole("tab", { name: "Pending (1)" })).toBeVisible({ timeout: 5_000 });
  await a
    .getByRole("list", { name: "Pending" })
    .getByRole("button", { name: new RegExp(requestText) })
    .click();
  const request1 = a.getByRole("region", { name: requestText });
  await expect(request1.getByText("Pending")).toBeVisible();
  await expect(request1.getByText("Requested by Olive Owner")).toBeVisible();
  await a.getByRole("button", { name: "Approve" }).click();
  await expect(request1.getByText("Approved")).toBeVisible();

  await expect(o.getByRole("tab", { name: "Approved (1)" })).toBeVisible({ timeout: 5_000 });
  await expect(o.getByRole("tab", { name: "Pending (0)" })).toBeVisible();
  await o.getByRole("tab", { name: "Approved (1)" }).click();
  await expect(o.getByRole("list", { name: "Approved" }).getByText(requestText)).toBeVisible();
  // Close both browsers, so their live pages do not run on into the next journey.
  await Promise.all([ownerPage, approverPage].map((page) => page.context().close()));
});
