import type { JSONContent } from "@tiptap/core";

/** Test data: a document with one of every block (non-default attributes) and the standard nodes. */
const p = (text: string): JSONContent => ({ type: "paragraph", content: [{ type: "text", text }] });

export const EVERY_BLOCK_DOC: JSONContent = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Release notes" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Hi " },
        { type: "mention", attrs: { accountId: "u1", localId: "m1", label: "Ann Lee" } },
        { type: "text", text: " due " },
        { type: "date", attrs: { value: "2025-06-30" } },
        { type: "text", text: " " },
        { type: "status", attrs: { macroId: "s1", title: "In review", color: "#2196F3" } },
        { type: "text", text: " " },
        { type: "emoji", attrs: { name: "grinning face", shortname: ":grinning:", emojiId: "1f600", fallback: "😀" } },
        { type: "text", text: " red", marks: [{ type: "textStyle", attrs: { color: "#E53935", fontFamily: "Lato" } }] },
        {
          type: "text",
          text: " link",
          marks: [
            {
              type: "link",
              attrs: {
                href: "https://example.com",
                target: "_blank",
                rel: "noopener noreferrer nofollow",
                class: null,
                title: null,
              },
            },
          ],
        },
      ],
    },
    {
      type: "callout",
      attrs: { id: "c1", macroId: "m1", type: "tip", panelIcon: "💡", panelIconId: "1f4a1", bgColor: "#E0F7FA" },
      content: [p("Tip text")],
    },
    { type: "expand", attrs: { macroId: "e1", title: "More" }, content: [p("Hidden text")] },
    {
      type: "layout",
      attrs: { type: "two_column" },
      content: [
        { type: "layoutColumn", content: [p("Left")] },
        { type: "layoutColumn", content: [p("Right")] },
      ],
    },
    {
      type: "codeBlock",
      attrs: { language: "typescript", macroId: "cb1" },
      content: [{ type: "text", text: "const a = 1;" }],
    },
    {
      type: "calendarEvent",
      attrs: {
        title: "Planning",
        startTime: "2025-03-04T09:30",
        endTime: "2025-03-04T10:00",
        description: "Quarterly",
        location: "Room 4",
        attendees: [{ avatar: "", firstName: "Ann", lastName: "Lee", email: "ann@example.com" }],
        reminder: 30,
        eventId: null,
      },
    },
    { type: "smartButton", attrs: { localId: "sb1", data: { name: "Deploy" } } },
    {
      type: "decisionList",
      attrs: { id: "dl1", decisions: [{ id: "d1", content: "Ship on Friday", state: "DECIDED" }] },
    },
    {
      type: "iframe",
      attrs: { src: "https://example.com/embed", width: "100%", height: 300, title: "Embed", allowfullscreen: true },
    },
    {
      type: "image",
      attrs: { src: "/uploads/c1/a.png", filename: "a.png", width: "200px", height: "auto", alt: "Chart" },
    },
    { type: "profile", attrs: { userId: "u1" } },
    { type: "profilePicture", attrs: { userId: "u1", size: "large" } },
    { type: "equation", attrs: { latex: "E = mc^2", displayMode: true } },
    {
      type: "board",
      attrs: {
        boardId: "b1",
        tasks: [
          {
            id: "t1",
            name: "Board task",
            status: { value: "todo" },
            priority: { value: "medium" },
            assignedUsers: [],
            taskIndex: 1,
            createdAt: "2025-01-01T00:00:00.000Z",
          },
        ],
        groupOptions: [{ value: "todo", label: "To Do", color: "#9E9E9E" }],
        grouping: "status",
      },
    },
    {
      type: "checklist",
      attrs: {
        checklistId: "l1",
        tasks: [
          {
            id: "t2",
            name: "Checklist task",
            status: "done",
            priority: "low",
            assignUsers: ["u1"],
            tag: "work",
            taskIndex: 2,
            createdAt: "2025-01-01T00:00:00.000Z",
          },
        ],
        groupOptions: [{ value: "done", label: "Done", color: "#4CAF50" }],
        grouping: "priority",
      },
    },
    {
      type: "bookmark",
      attrs: { url: "https://example.com", title: "Example site", description: "About", favicon: "", width: 350 },
    },
    {
      type: "button",
      attrs: {
        label: "Open",
        bgColor: "#43A047",
        textColor: "#FFFFFF",
        size: "small",
        borderRadius: 8,
        bgOpacity: 0.9,
        href: "https://example.com",
      },
    },
    { type: "whiteboard", attrs: { whiteboardId: "wb1", height: 500 } },
    { type: "calendar", attrs: { view: "timeGridDay" } },
    {
      type: "poll",
      attrs: {
        question: "Lunch?",
        options: [
          { id: "o1", value: "Pizza" },
          { id: "o2", value: "Salad" },
        ],
        locked: true,
        votes: { o1: ["u1"] },
      },
    },
    {
      type: "table",
      content: [
        {
          type: "tableRow",
          content: [
            {
              type: "tableHeader",
              attrs: { colspan: 1, rowspan: 1, colwidth: [120], align: "center" },
              content: [p("Head")],
            },
            {
              type: "tableHeader",
              attrs: { colspan: 1, rowspan: 1, colwidth: null, align: null },
              content: [p("Head 2")],
            },
          ],
        },
        {
          type: "tableRow",
          content: [
            {
              type: "tableCell",
              attrs: { colspan: 2, rowspan: 1, colwidth: null, align: "right" },
              content: [p("Cell")],
            },
          ],
        },
      ],
    },
    { type: "bulletList", content: [{ type: "listItem", content: [p("Item")] }] },
    { type: "blockquote", content: [p("Quote")] },
    { type: "horizontalRule" },
  ],
};
