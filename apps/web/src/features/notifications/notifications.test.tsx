import type { Notification, NotificationStatus } from "@bearish/shared/notifications/notification";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createTestRealtime, flushPromises } from "../../test/fake-websocket";
import { type MockReply, mockApi, ok } from "../../test/fetch-mock";
import { makeMe } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { snoozeUntil } from "./snooze-times";

const ME = makeMe();

function makeNotification(overrides: Partial<Notification>): Notification {
  return {
    id: "0197e000-0000-7000-8000-000000000001",
    kind: "task.assigned",
    title: "Ada assigned you APO-01",
    body: "Pick a landing site",
    link: "/workspace/bearish/w1/item/none/task/t1",
    actor: { id: "a1", firstName: "Ada", lastName: "Lovelace", avatar: null, avatar_fallBack: "AL" },
    isRead: false,
    isSnoozed: false,
    snoozedUntil: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

const ASSIGNED = makeNotification({});
const MENTIONED = makeNotification({
  id: "0197e000-0000-7000-8000-000000000002",
  kind: "task.mentioned",
  title: "Alan mentioned you",
  body: "Can you check the fuel numbers?",
});
const READ = makeNotification({ id: "0197e000-0000-7000-8000-000000000003", title: "An old one", isRead: true });

function listReply(items: Notification[]): MockReply {
  const meta = { page: 1, limit: 50, total: items.length, hasMore: false };
  return { status: 200, body: { success: true, statusCode: 200, message: "OK", data: items, meta } };
}

/** A small server: the tabs' lists, and read / snooze that move items between them. */
function setup() {
  const lists: Record<NotificationStatus, Notification[]> = { new: [ASSIGNED, MENTIONED], done: [READ], snoozed: [] };
  const calls: string[] = [];
  const fetchMock = mockApi({
    "GET /api/user/auth/me": ok(ME),
    "GET /api/message/notifications": ({ url }) => {
      const status = new URL(url, "http://x").searchParams.get("status") as NotificationStatus;
      return listReply(lists[status]);
    },
    [`POST /api/message/notifications/${ASSIGNED.id}/read`]: () => {
      calls.push("read");
      lists.new = lists.new.filter((n) => n.id !== ASSIGNED.id);
      const read = { ...ASSIGNED, isRead: true };
      lists.done = [read, ...lists.done];
      return ok(read);
    },
    [`POST /api/message/notifications/${MENTIONED.id}/snooze`]: ({ init }) => {
      calls.push(`snooze ${String(init?.body)}`);
      lists.new = lists.new.filter((n) => n.id !== MENTIONED.id);
      const snoozed = { ...MENTIONED, isSnoozed: true, snoozedUntil: new Date(Date.now() + 3_600_000).toISOString() };
      lists.snoozed = [snoozed];
      return ok(snoozed);
    },
  });
  return { lists, calls, fetchMock };
}

async function openBell(user: ReturnType<typeof userEvent.setup>, unread: number) {
  const bell = await screen.findByRole("button", { name: `Notifications, ${unread} unread` });
  await user.click(bell);
  return screen.findByRole("dialog", { name: "Notifications" });
}

describe("notifications", () => {
  it("shows the unread count and the tabs New, Done and Snoozed", async () => {
    const user = userEvent.setup();
    setup();
    renderApp("/en", { token: "tok" });
    const popover = await openBell(user, 2);
    const tabs = within(popover).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["New", "Done", "Snoozed"]);
    expect(await within(popover).findByRole("article", { name: ASSIGNED.title })).toBeInTheDocument();
    expect(within(popover).getByRole("article", { name: MENTIONED.title })).toBeInTheDocument();

    await user.click(within(popover).getByRole("tab", { name: "Done" }));
    expect(await within(popover).findByRole("article", { name: READ.title })).toBeInTheDocument();
    expect(within(popover).queryByRole("article", { name: ASSIGNED.title })).not.toBeInTheDocument();
    await user.click(within(popover).getByRole("tab", { name: "Snoozed" }));
    expect(await within(popover).findByText("Snoozed notifications wait here until their time comes.")).toBeVisible();
  });

  it("expands a card to its details; Understood marks it read and removes it from New", async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp("/en", { token: "tok" });
    const popover = await openBell(user, 2);
    const card = await within(popover).findByRole("article", { name: ASSIGNED.title });
    expect(within(card).queryByText(ASSIGNED.body)).not.toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: new RegExp(ASSIGNED.title) }));
    expect(within(card).getByText(ASSIGNED.body)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Open" })).toHaveAttribute("href", `/en${ASSIGNED.link}`);
    expect(within(card).getByRole("button", { name: "No thanks" })).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Understood" }));
    await waitFor(() =>
      expect(within(popover).queryByRole("article", { name: ASSIGNED.title })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual(["read"]);
    // The open popover hides the rest of the page from assistive technology, the bell included.
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread", hidden: true })).toBeInTheDocument();
    await user.click(within(popover).getByRole("tab", { name: "Done" }));
    expect(await within(popover).findByRole("article", { name: ASSIGNED.title })).toBeInTheDocument();
  });

  it("snoozing removes the card from New and lists it under Snoozed", async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    renderApp("/en", { token: "tok" });
    const popover = await openBell(user, 2);
    const card = await within(popover).findByRole("article", { name: MENTIONED.title });
    await user.click(within(card).getByRole("button", { name: new RegExp(MENTIONED.title) }));
    await user.click(within(card).getByRole("button", { name: "Snooze" }));
    await user.click(await screen.findByRole("menuitem", { name: "In 1 hour" }));
    await waitFor(() =>
      expect(within(popover).queryByRole("article", { name: MENTIONED.title })).not.toBeInTheDocument(),
    );
    expect(calls[0]).toMatch(/^snooze \{"snoozeTime":"\d{4}-.*Z"\}$/);
    await user.click(within(popover).getByRole("tab", { name: "Snoozed" }));
    expect(await within(popover).findByRole("article", { name: MENTIONED.title })).toBeInTheDocument();
  });

  it("a live notification event adds the card on top, raises the count and shows its title", async () => {
    const user = userEvent.setup();
    setup();
    const realtime = createTestRealtime();
    renderApp("/en", { token: "tok", realtime: realtime.client });
    const popover = await openBell(user, 2);
    await within(popover).findByRole("article", { name: ASSIGNED.title });
    await waitFor(() => expect(realtime.sockets.length).toBeGreaterThan(0));
    realtime.latest().open();
    await flushPromises();

    const fresh = makeNotification({
      id: "0197e000-0000-7000-8000-000000000009",
      title: "Barbara needs your approval",
    });
    act(() =>
      realtime.latest().receive({
        type: "event",
        channel: `user:${ME.id}`,
        id: "1700000000000-1",
        name: "notification",
        data: fresh,
      }),
    );
    await within(popover).findByRole("article", { name: fresh.title });
    const articles = within(popover).getAllByRole("article");
    expect(articles[0]).toHaveAccessibleName(fresh.title);
    expect(articles).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Notifications, 3 unread", hidden: true })).toBeInTheDocument();
    expect(within(screen.getByRole("alert", { hidden: true })).getByText(fresh.title)).toBeInTheDocument();
  });
});

describe("snoozeUntil", () => {
  it("is an hour later, tomorrow at 9:00, or the coming Monday at 9:00 (local)", () => {
    const wednesday = new Date(2025, 2, 12, 15, 30);
    expect(snoozeUntil("hour", wednesday)).toEqual(new Date(2025, 2, 12, 16, 30));
    expect(snoozeUntil("tomorrow", wednesday)).toEqual(new Date(2025, 2, 13, 9, 0));
    expect(snoozeUntil("nextWeek", wednesday)).toEqual(new Date(2025, 2, 17, 9, 0));
    // On a Monday, next week is the Monday after.
    expect(snoozeUntil("nextWeek", new Date(2025, 2, 17, 8, 0))).toEqual(new Date(2025, 2, 24, 9, 0));
  });
});
