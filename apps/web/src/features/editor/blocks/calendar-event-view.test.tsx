import { screen, waitFor, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/fetch-mock";
import { fireEvent as fire } from "../test-render";
import { docWith, nodeAttrs, renderBlockEditor as renderBlocksEditor } from "./blocks-test-editor";
import { CalendarEventView } from "./calendar-event-view";
import { EDIT_EVENT_DIALOG_WIDTH } from "./edit-event-dialog";
import { ada, listReply } from "./people-test-data";

const event = (attrs: Record<string, unknown> = {}) => docWith({ type: "calendarEvent", attrs });
const views = { calendarEvent: CalendarEventView };

describe("CalendarEventView", () => {
  it("shows a compact card of the event for readers, without Edit", async () => {
    await renderBlocksEditor({
      content: event({
        title: "Design review",
        startTime: "2026-03-02T10:00",
        endTime: "2026-03-02T10:30",
        location: "Room 4",
        description: "Bring the mockups",
        reminder: 60,
        attendees: [{ avatar: "", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }],
      }),
      views,
      editable: false,
    });
    const card = within(screen.getByRole("group", { name: "Calendar event" }));
    expect(card.getByText("Design review")).toBeInTheDocument();
    expect(card.getByText(/Mar 2, 2026/)).toBeInTheDocument();
    expect(card.getByText("Room 4")).toBeInTheDocument();
    expect(card.getByText("1 hour before")).toBeInTheDocument();
    expect(card.getByText("Bring the mockups")).toBeInTheDocument();
    expect(card.getByText("1 attendee")).toBeInTheDocument();
    expect(card.getByRole("img", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(card.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("edits the event in the 500 px Edit Event dialog, applying the time range rule", async () => {
    mockApi({ "GET /api/user/auth/all-users": listReply });
    const { editor } = await renderBlocksEditor({ content: event(), views });
    expect(screen.getByText("Untitled event")).toBeInTheDocument();
    fire.click(screen.getByRole("button", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Event" }));
    expect(dialog.getByText("This event is kept in the page until the calendar arrives.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit Event" })).toHaveStyle({ width: `${EDIT_EVENT_DIALOG_WIDTH}px` });

    fire.change(dialog.getByLabelText(/Title/), { target: { value: "Planning" } });
    fire.change(dialog.getByLabelText("Start"), { target: { value: "2026-03-02T09:00" } });
    // A first start gets an end 30 minutes later.
    expect(dialog.getByLabelText("End")).toHaveValue("2026-03-02T09:30");
    fire.change(dialog.getByLabelText("End"), { target: { value: "2026-03-02T11:00" } });
    // Start after the end: the end becomes start + 30 minutes.
    fire.change(dialog.getByLabelText("Start"), { target: { value: "2026-03-02T12:00" } });
    expect(dialog.getByLabelText("End")).toHaveValue("2026-03-02T12:30");
    // End before the start: the end becomes start + 30 minutes.
    fire.change(dialog.getByLabelText("End"), { target: { value: "2026-03-02T08:00" } });
    expect(dialog.getByLabelText("End")).toHaveValue("2026-03-02T12:30");
    fire.change(dialog.getByLabelText("Location"), { target: { value: "  Room 9 " } });

    fire.click(dialog.getByRole("button", { name: "Add attendee" }));
    fire.click(await screen.findByRole("option", { name: /Ada Lovelace/ }));
    expect(await dialog.findByText("Ada Lovelace")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Select User" })).not.toBeInTheDocument());

    fire.mouseDown(dialog.getByRole("combobox", { name: "Reminder" }));
    fire.click(await screen.findByRole("option", { name: "1 day before" }));
    fire.click(dialog.getByRole("button", { name: "Save" }));

    expect(nodeAttrs(editor, "calendarEvent")[0]).toMatchObject({
      title: "Planning",
      startTime: "2026-03-02T12:00",
      endTime: "2026-03-02T12:30",
      location: "Room 9",
      reminder: 1440,
      attendees: [{ avatar: "", firstName: "Ada", lastName: "Lovelace", email: ada.email }],
    });
    expect(await screen.findByText("Planning")).toBeInTheDocument();
  });

  it("does not save an event without a title", async () => {
    const { editor } = await renderBlocksEditor({ content: event(), views });
    fire.click(screen.getByRole("button", { name: "Edit" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Event" }));
    fire.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByText("Give the event a title.")).toBeInTheDocument();
    expect(nodeAttrs(editor, "calendarEvent")[0]?.title).toBe("");
  });
});
