import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectToast, type SignedInOptions, signedIn, signUp } from "../support/accounts";

const inbox = "/en/message/your-message/inbox";
const live = { timeout: 10_000 };

/** Page errors and render errors of every page (the journey ends by checking there were none). */
const crashes: string[] = [];

/** How each person's browser opens: wide, with every toast on record and every crash collected. */
const browserOptions: SignedInOptions = { viewport: { width: 1920, height: 1080 }, recordToasts: true, crashes };

/** The open conversation's message list. */
const messageLog = (page: Page) => page.getByRole("log", { name: "Messages" });

/** The message (row with its toolbar, reactions and files) whose own text contains `text`. */
function messageRow(page: Page, text: string): Locator {
  return messageLog(page)
    .locator("[data-message-id]")
    .filter({ has: page.locator(".message-content").getByText(text) });
}

/** A button of a message's hover toolbar (the row is hovered first: the toolbar shows on hover). */
async function toolbarButton(page: Page, text: string, name: string): Promise<Locator> {
  const row = messageRow(page, text);
  await row.hover();
  return row.getByRole("toolbar", { name: "Message actions" }).getByRole("button", { name, exact: true });
}

/** The message composer (TipTap). */
const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });

/** Types into the composer and sends with Enter. */
async function send(page: Page, text: string) {
  await composer(page).click();
  await composer(page).pressSequentially(text);
  await composer(page).press("Enter");
  await expect(messageRow(page, text)).toBeVisible();
}

/** A row of the chat and channel list. */
const listRow = (page: Page, name: string | RegExp) =>
  page.getByRole("navigation", { name: "Chats and channels" }).getByRole("link", { name });

/** The notifications bell's unread count (0 when its label has none). */
async function bellCount(page: Page): Promise<number> {
  const label = await page.getByRole("button", { name: /^Notifications(, \d+ unread)?$/ }).getAttribute("aria-label");
  return Number(label?.match(/(\d+) unread/)?.[1] ?? 0);
}

/** A tiny real PNG (1×1 px). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const pad = (value: number) => String(value).padStart(2, "0");

test.use({ actionTimeout: 15_000 });

test("three people chat live: direct chat and channel, reply, react, edit, pin, forward, schedule, files, poll, typing, unread, notifications; non-members refused", async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const mara = await signUp(request, "Mara", "Messenger");
  const niko = await signUp(request, "Niko", "Listener");
  const cora = await signUp(request, "Cora", "Outsider");
  const maraName = "Mara Messenger";
  const nikoName = "Niko Listener";
  const coraName = "Cora Outsider";

  const a = await signedIn(browser, mara, browserOptions);
  const b = await signedIn(browser, niko, browserOptions);
  const c = await signedIn(browser, cora, browserOptions);
  for (const page of [a, b, c]) {
    await page.goto(inbox);
    await expect(page.getByRole("heading", { name: "Your messages" })).toBeVisible();
  }

  // ── 1. Mara starts a direct chat with Niko from Create new → Start a chat. ──
  await a.getByRole("button", { name: "Create new" }).click();
  await a.getByRole("button", { name: "Start a chat" }).click();
  const startChat = a.getByRole("form", { name: "Start a chat" });
  await startChat.getByRole("combobox", { name: "To" }).fill("Niko");
  await a.getByRole("option", { name: new RegExp(nikoName) }).click();
  await startChat.getByRole("button", { name: "Start chat" }).click();
  await expect(a).toHaveURL(/\/message\/your-message\/inbox\/chat\/bearish\/[0-9a-f-]{36}$/);
  await expect(a.getByRole("heading", { name: nikoName, level: 1 })).toBeVisible();
  const chatUrl = a.url();
  const chatId = chatUrl.split("/").at(-1) ?? "";

  // ── 2. The first message: Niko, on his inbox, gets the toast and an unread badge, live. ──
  const hello = "Hello Niko, welcome to the chat";
  await send(a, hello);
  await expect(b.getByRole("alert").filter({ hasText: "New message in chats" })).toContainText(hello, live);
  await expectToast(b, `New message in chats${maraName}: ${hello}`);
  const chatRowForNiko = listRow(b, new RegExp(maraName));
  await expect(chatRowForNiko.getByTestId("unread-badge")).toHaveAttribute("title", "1 unread", live);
  await expect(chatRowForNiko).toContainText(hello);
  await chatRowForNiko.click();
  await expect(b.getByRole("heading", { name: maraName, level: 1 })).toBeVisible();
  await expect(messageRow(b, hello)).toBeVisible();
  await expect(chatRowForNiko.getByTestId("unread-badge")).toHaveCount(0);

  // ── 3. Typing: Mara sees "Niko is typing…" while he writes; then his message arrives. ──
  const answer = "Hi Mara, glad to be here";
  await composer(b).click();
  await composer(b).pressSequentially("Hi Mara, glad");
  await expect(a.getByRole("status").filter({ hasText: "Niko is typing…" })).toBeVisible(live);
  await composer(b).pressSequentially(" to be here");
  await composer(b).press("Enter");
  await expect(messageRow(a, answer)).toBeVisible(live);
  const answerId = (await messageRow(a, answer).getAttribute("data-message-id")) ?? "";
  expect(answerId).toMatch(/^[0-9a-f-]{36}$/);

  // ── 4. Mara replies to Niko's message from its hover toolbar; Niko sees the quote live. ──
  await (await toolbarButton(a, answer, "Reply")).click();
  await expect(a.getByRole("group", { name: `Replying to ${nikoName}` })).toBeVisible();
  const reply = "Replying to your greeting";
  await send(a, reply);
  await expect(a.getByRole("group", { name: `Replying to ${nikoName}` })).toHaveCount(0);
  const replyForNiko = messageRow(b, reply);
  await expect(replyForNiko).toBeVisible(live);
  await expect(replyForNiko.getByRole("button", { name: `Show the message from ${nikoName}` })).toContainText(answer);

  // ── 5. Niko reacts to Mara's first message with the emoji button; Mara sees it live. ──
  await (await toolbarButton(b, hello, "Add reaction")).click();
  const picker = b.getByRole("dialog", { name: "Pick an emoji" });
  await picker.getByRole("button", { name: "React with 👍" }).click();
  await expect(picker).toBeHidden();
  await expect(messageRow(b, hello).getByRole("button", { name: "👍 reactions: 1" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(messageRow(a, hello).getByRole("button", { name: "👍 reactions: 1" })).toHaveAttribute(
    "aria-pressed",
    "false",
    live,
  );

  // ── 6. Mara edits her first message; Niko sees the new text and "(edited)" live. ──
  await (await toolbarButton(a, hello, "Edit")).click();
  await expect(a.getByRole("group", { name: "Editing message" })).toBeVisible();
  const edited = "Hello Niko, welcome to our chat";
  await composer(a).press("ControlOrMeta+a");
  await composer(a).pressSequentially(edited);
  await composer(a).press("Enter");
  await expect(a.getByRole("group", { name: "Editing message" })).toHaveCount(0);
  await expect(messageRow(a, edited)).toContainText("(edited)");
  await expect(messageRow(b, edited)).toContainText("(edited)", live);
  await expect(messageRow(b, hello)).toHaveCount(0);
  // The reaction stays on the edited message.
  await expect(messageRow(b, edited).getByRole("button", { name: "👍 reactions: 1" })).toBeVisible();

  // ── 7. Niko pins Mara's reply; both see it in the pinned list. ──
  await (await toolbarButton(b, reply, "Pin")).click();
  await expect(b.getByRole("button", { name: "1 pinned message" })).toBeVisible();
  await expect(a.getByRole("button", { name: "1 pinned message" })).toBeVisible(live);
  await a.getByRole("button", { name: "1 pinned message" }).click();
  const pinned = a.getByRole("dialog", { name: "Pinned messages" });
  await expect(pinned.getByRole("button", { name: new RegExp(reply) })).toBeVisible();
  await pinned.press("Escape");
  await expect(pinned).toBeHidden();

  // ── 8. Mara creates a channel with Niko and Cora; it shows up in both their lists live. ──
  await a.getByRole("button", { name: "Create new" }).click();
  await a.getByRole("button", { name: "Create a Channel" }).click();
  const createChannel = a.getByRole("form", { name: "Create a Channel" });
  const channelName = `Launch crew ${Date.now() % 100_000}`;
  await createChannel.getByRole("textbox", { name: "Channel name" }).fill(channelName);
  await createChannel.getByRole("textbox", { name: "Description" }).fill("Everything about the launch");
  const participants = createChannel.getByRole("combobox", { name: "Participants" });
  await participants.fill("Niko");
  await a.getByRole("option", { name: new RegExp(nikoName) }).click();
  await participants.fill("Cora");
  await a.getByRole("option", { name: new RegExp(coraName) }).click();
  await createChannel.getByRole("button", { name: "Create channel" }).click();
  await expect(a).toHaveURL(/\/message\/your-message\/inbox\/channel\/bearish\/[0-9a-f-]{36}$/);
  await expect(a.getByRole("heading", { name: `# ${channelName}`, level: 1 })).toBeVisible();
  await expect(a.getByRole("button", { name: "Members: 3" })).toBeVisible();
  const channelUrl = a.url();
  for (const page of [b, c]) await expect(listRow(page, new RegExp(channelName))).toBeVisible(live);

  // ── 9. Mara forwards Niko's message from the chat to the channel; Cora (on her inbox) and Niko (in the chat)
  //       get the "New message in channels" toast and an unread badge, then read it in the channel. ──
  await listRow(a, new RegExp(nikoName)).click();
  await expect(a.getByRole("heading", { name: nikoName, level: 1 })).toBeVisible();
  await (await toolbarButton(a, answer, "Forward")).click();
  const forward = a.getByRole("dialog", { name: "Forward message" });
  await forward
    .getByRole("list", { name: "Channels" })
    .getByRole("button", { name: new RegExp(channelName) })
    .click();
  await forward.getByRole("textbox", { name: "Add a note (optional)" }).fill("From our chat");
  await forward.getByRole("button", { name: "Forward", exact: true }).click();
  await expect(forward).toBeHidden();
  for (const page of [b, c]) {
    await expect(page.getByRole("alert").filter({ hasText: "New message in channels" })).toBeVisible(live);
    // The forwarded message and the note that follows it.
    await expect(listRow(page, new RegExp(channelName)).getByTestId("unread-badge")).toHaveAttribute(
      "title",
      "2 unread",
    );
  }
  for (const page of [b, c]) {
    await listRow(page, new RegExp(channelName)).click();
    await expect(page.getByRole("heading", { name: `# ${channelName}`, level: 1 })).toBeVisible();
    const forwarded = messageRow(page, answer);
    await expect(forwarded).toContainText(`Forwarded from ${nikoName}`);
    await expect(messageRow(page, "From our chat")).toBeVisible();
    await expect(listRow(page, new RegExp(channelName)).getByTestId("unread-badge")).toHaveCount(0);
  }
  await a.goto(channelUrl);
  await expect(messageRow(a, answer)).toContainText(`Forwarded from ${nikoName}`);

  // ── 10. Mara schedules a message for the next minute (the server's job runner sends it later). ──
  const scheduled = "This was scheduled ahead";
  await composer(a).click();
  await composer(a).pressSequentially(scheduled);
  await a.getByRole("button", { name: "More send options" }).click();
  await a.getByRole("menuitem", { name: "Schedule message" }).click();
  const scheduleDialog = a.getByRole("dialog", { name: "Schedule message" });
  // The nearest minute at least 15 seconds ahead (the dialog picks whole minutes).
  const at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
  await scheduleDialog.getByLabel("Date").fill(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`);
  await scheduleDialog.getByLabel("Time").fill(`${pad(at.getHours())}:${pad(at.getMinutes())}`);
  await scheduleDialog.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(scheduleDialog).toBeHidden();
  await expect(a.getByRole("alert").filter({ hasText: "Message scheduled" })).toBeVisible();
  await expect(composer(a)).toHaveText("");
  await a.getByRole("button", { name: "Scheduled messages" }).click();
  const scheduledList = a.getByRole("dialog", { name: "Scheduled messages" });
  await expect(scheduledList.getByText(scheduled)).toBeVisible();
  await scheduledList.getByRole("button", { name: "Close" }).click();
  await expect(scheduledList).toBeHidden();
  // Not delivered yet.
  await expect(messageRow(b, scheduled)).toHaveCount(0);

  // ── 11. Mara mentions Cora; Cora gets a notification in the bell and marks it read. ──
  const coraUnreadBefore = await bellCount(c);
  await composer(a).click();
  await composer(a).pressSequentially("Please check the plan @Cor");
  const mentions = a.getByRole("listbox", { name: "People to mention" });
  await mentions.getByRole("option", { name: new RegExp(coraName) }).click();
  await composer(a).press("Enter");
  const mention = `Please check the plan @${coraName}`;
  await expect(messageRow(a, mention)).toBeVisible();
  await expect(messageRow(c, mention)).toBeVisible(live);
  const coraBell = c.getByRole("button", { name: `Notifications, ${coraUnreadBefore + 1} unread` });
  await expect(coraBell).toBeVisible(live);
  await coraBell.click();
  const coraNotifications = c.getByRole("dialog", { name: "Notifications" });
  const mentionCard = coraNotifications.getByRole("article", { name: new RegExp(`${maraName} mentioned you in`) });
  await expect(mentionCard).toBeVisible();
  await mentionCard.getByRole("button", { expanded: false }).click();
  await mentionCard.getByRole("button", { name: "Understood" }).click();
  await expect(mentionCard).toBeHidden();
  await coraNotifications.press("Escape");
  await expect(coraNotifications).toBeHidden();
  await expect(
    c.getByRole("button", {
      name: coraUnreadBefore === 0 ? "Notifications" : `Notifications, ${coraUnreadBefore} unread`,
      exact: true,
    }),
  ).toBeVisible();

  // ── 12. Niko sends an image and a text file; Mara and Cora see them live. ──
  await b.getByTestId("composer-file-input").setInputFiles([
    { name: "pixel.png", mimeType: "image/png", buffer: PNG },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Launch notes\n") },
  ]);
  // Both wait in the composer as chips (name and size) until the message goes.
  await expect(b.getByText(/^pixel\.png · \d+ B$/)).toBeVisible();
  await expect(b.getByText("notes.txt · 13 B")).toBeVisible();
  const withFiles = "Here are the launch files";
  await send(b, withFiles);
  for (const page of [a, b, c]) {
    const row = messageRow(page, withFiles);
    await expect(row.getByRole("img", { name: "pixel.png" })).toBeVisible(live);
    await expect(row.getByRole("link", { name: "Download notes.txt" })).toBeVisible();
  }
  // The text file downloads with its content.
  const fileUrl = await messageRow(c, withFiles).getByRole("link", { name: "Download notes.txt" }).getAttribute("href");
  const download = await c.request.get(fileUrl ?? "", { headers: { Authorization: `Bearer ${cora.token}` } });
  expect(download.status()).toBe(200);
  expect(await download.text()).toBe("Launch notes\n");

  // ── 13. Mara creates a poll, locks it; Niko votes; everyone sees the result live. ──
  await a.getByRole("button", { name: "Create poll" }).click();
  const pollDialog = a.getByRole("dialog", { name: "Create a poll" });
  const question = "Where do we celebrate?";
  await pollDialog.getByRole("textbox", { name: "Question" }).fill(question);
  await pollDialog.getByRole("textbox", { name: "Option 1" }).fill("Pizza place");
  await pollDialog.getByRole("textbox", { name: "Option 2" }).fill("Sushi bar");
  await pollDialog.getByRole("button", { name: "Create poll" }).click();
  await expect(pollDialog).toBeHidden();
  const pollOf = (page: Page) => messageLog(page).getByRole("region", { name: question });
  await expect(pollOf(a).getByText("Preparing")).toBeVisible();
  await expect(pollOf(b).getByText("Options are being prepared")).toBeVisible(live);
  await pollOf(a).getByRole("button", { name: "Lock options and allow voting" }).click();
  await expect(pollOf(a).getByText("Voting")).toBeVisible();
  const choices = pollOf(b).getByRole("group", { name: "Choose an option" });
  await expect(choices).toBeVisible(live);
  await choices.getByRole("button", { name: "Sushi bar" }).click();
  await expect(pollOf(b).getByRole("list", { name: "Poll results" })).toBeVisible();
  await expect(pollOf(b).getByRole("listitem", { name: "Sushi bar" })).toContainText("1 vote · 100%");
  for (const page of [a, c]) {
    // They have not voted: they still choose, and see the count once they vote.
    await expect(pollOf(page).getByRole("group", { name: "Choose an option" })).toBeVisible(live);
  }
  await pollOf(c).getByRole("group", { name: "Choose an option" }).getByRole("button", { name: "Pizza place" }).click();
  await expect(pollOf(c).getByRole("listitem", { name: "Pizza place" })).toContainText("1 vote · 50%");
  await expect(pollOf(c).getByRole("listitem", { name: "Sushi bar" })).toContainText("1 vote · 50%");
  await expect(pollOf(b).getByRole("listitem", { name: "Pizza place" })).toContainText("1 vote · 50%", live);
  await expect(pollOf(b).getByRole("listitem", { name: "Sushi bar" }).getByLabel(`Voted by ${nikoName}`)).toBeVisible();
  await expect(
    pollOf(b).getByRole("listitem", { name: "Pizza place" }).getByLabel(`Voted by ${coraName}`),
  ).toBeVisible();

  // ── 14. The scheduled message arrives for everyone, sent by the job runner at its minute. ──
  const untilDue = Math.max(0, at.getTime() - Date.now());
  for (const page of [b, c, a]) {
    await expect(messageRow(page, scheduled)).toBeVisible({ timeout: untilDue + 30_000 });
  }
  await a.getByRole("button", { name: "Scheduled messages" }).click();
  await expect(scheduledList.getByText("No scheduled messages")).toBeVisible();
  await scheduledList.getByRole("button", { name: "Close" }).click();
  await expect(scheduledList).toBeHidden();

  // ── 15. Niko's bell has the chat's notifications (a direct message, a reply); Mark all read clears them. ──
  const nikoBell = b.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(nikoBell).toBeVisible();
  await nikoBell.click();
  const nikoNotifications = b.getByRole("dialog", { name: "Notifications" });
  await expect(
    nikoNotifications.getByRole("article", { name: new RegExp(`${maraName} replied to your message`) }),
  ).toBeVisible();
  await nikoNotifications.getByRole("button", { name: "Mark all read" }).click();
  await expect(nikoNotifications.getByText("You are all caught up.")).toBeVisible();
  await nikoNotifications.press("Escape");
  await expect(nikoNotifications).toBeHidden();
  await expect(b.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  // ── 16. Cora is not in the direct chat: the API refuses her everywhere, and the page shows nothing of it. ──
  const messageId = answerId;
  const asCora = { headers: { Authorization: `Bearer ${cora.token}` } };
  const chatApi = `/api/chats/bearish/${chatId}`;
  const refusals = [
    await request.get(chatApi, asCora),
    await request.get(`${chatApi}/messages`, asCora),
    await request.get(`/api/messages/${messageId}`, asCora),
    await request.post(`${chatApi}/messages`, {
      ...asCora,
      data: { content: "<p>let me in</p>", clientMessageId: crypto.randomUUID() },
    }),
    await request.post(`/api/messages/${messageId}/setReaction`, { ...asCora, data: { reaction: "👍" } }),
    await request.post("/api/message/pin", { ...asCora, data: { messageId, isPinned: true } }),
    await request.get(`/api/messages/pinned?chatId=${chatId}`, asCora),
  ];
  for (const response of refusals) expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(404);
  await c.goto(chatUrl);
  await expect(c.getByText("This conversation does not exist, or you are not a member of it.")).toBeVisible();
  await expect(messageLog(c)).toHaveCount(0);
  await expect(c.getByText(answer)).toHaveCount(0);
  await expect(listRow(c, new RegExp(nikoName))).toHaveCount(0);
  // Nothing Cora tried reached the chat.
  await expect(messageRow(a, "let me in")).toHaveCount(0);

  expect(crashes).toEqual([]);
  // Close the three people's browsers, so their live pages do not run on into the next journey.
  await Promise.all([a, b, c].map((page) => page.context().close()));
});
