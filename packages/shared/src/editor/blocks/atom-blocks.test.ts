import { describe, expect, it } from "vitest";
import { findNode, parseAttrs, roundTripAttrs, toJson } from "../editor-test-utils";
import { todayIso } from "./date";

/**
 * Every atom block (spec §3): (1) non-default attributes survive JSON → HTML → JSON; (2) malformed
 * `data-attrs` (invalid JSON, wrong types, unsafe URLs, out-of-range numbers) fall back to the
 * defaults field by field.
 */
interface Case {
  type: string;
  tag: string;
  sample: Record<string, unknown>;
  defaults: Record<string, unknown>;
  /** Raw `data-attrs` with every field wrong, and what it parses to. */
  malformed: Record<string, unknown>;
  /** Raw `data-attrs` with some fields wrong: the right ones are kept. */
  partial: { raw: Record<string, unknown>; expected: Record<string, unknown> };
}

const attendee = {
  avatar: "https://cdn.example.com/a.png",
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
};
const today = todayIso();
const INLINE_TYPES = ["date", "emoji", "mention", "status"];

const CASES: Case[] = [
  {
    type: "calendarEvent",
    tag: "bearish-calendar-event",
    sample: {
      title: "Planning",
      startTime: "2025-03-04T09:30",
      endTime: "2025-03-04T10:00",
      description: "Quarterly planning",
      location: "Room 4",
      attendees: [attendee],
      reminder: 30,
      eventId: "evt_1",
    },
    defaults: {
      title: "",
      startTime: "",
      endTime: "",
      description: "",
      location: "",
      attendees: [],
      reminder: 15,
      eventId: null,
    },
    malformed: {
      title: 4,
      startTime: "tomorrow",
      endTime: "2025-03-04",
      description: [],
      location: {},
      attendees: "everyone",
      reminder: -5,
      eventId: 7,
    },
    partial: {
      raw: { title: "Sync", reminder: 1e9, attendees: [attendee, 3, { firstName: 9, email: "b@example.com" }] },
      expected: {
        title: "Sync",
        reminder: 15,
        attendees: [attendee, { avatar: "", firstName: "", lastName: "", email: "b@example.com" }],
      },
    },
  },
  {
    type: "smartButton",
    tag: "bearish-smart-button",
    sample: { localId: "sb-1", data: { name: "Deploy" } },
    defaults: { localId: "", data: { name: "Smart Button" } },
    malformed: { localId: "<script>", data: "x" },
    partial: { raw: { localId: "ok", data: { name: 5 } }, expected: { localId: "ok", data: { name: "Smart Button" } } },
  },
  {
    type: "date",
    tag: "bearish-date",
    sample: { value: "2024-02-29" },
    defaults: { value: today },
    malformed: { value: "2023-02-29" },
    partial: { raw: { value: "29/02/2024" }, expected: { value: today } },
  },
  {
    type: "decisionList",
    tag: "bearish-decision-list",
    sample: {
      id: "dl-1",
      decisions: [
        { id: "d1", content: "Ship it", state: "DECIDED" },
        { id: "d2", content: "Name", state: "UNDECIDED" },
      ],
    },
    defaults: { id: "", decisions: [{ id: expect.any(String), content: "", state: "UNDECIDED" }] },
    malformed: { id: 1, decisions: {} },
    partial: {
      raw: { id: "dl", decisions: [{ id: "d1", content: "A", state: "MAYBE" }, "x"] },
      expected: { id: "dl", decisions: [{ id: "d1", content: "A", state: "UNDECIDED" }] },
    },
  },
  {
    type: "emoji",
    tag: "bearish-emoji",
    sample: { name: "grinning face", shortname: ":grinning:", emojiId: "1f600", fallback: "😀" },
    defaults: { name: "", shortname: "", emojiId: "", fallback: "" },
    malformed: { name: null, shortname: 1, emojiId: "zz", fallback: false },
    partial: {
      raw: { name: "laptop", emojiId: "1f469-200d-1f4bb-", fallback: "👩‍💻" },
      expected: { name: "laptop", shortname: "", emojiId: "", fallback: "👩‍💻" },
    },
  },
  {
    type: "iframe",
    tag: "bearish-iframe",
    sample: {
      src: "https://www.youtube.com/embed/x",
      width: "640px",
      height: 360,
      title: "Video",
      allowfullscreen: true,
    },
    defaults: { src: "", width: "100%", height: 400, title: "", allowfullscreen: false },
    malformed: { src: "javascript:alert(1)", width: "expression(1)", height: 99999, title: 3, allowfullscreen: "yes" },
    partial: { raw: { src: "data:text/html,x", title: "Map" }, expected: { src: "", title: "Map" } },
  },
  {
    type: "image",
    tag: "bearish-image",
    sample: { src: "/uploads/c1/photo.png", filename: "photo.png", width: "320px", height: "240", alt: "A photo" },
    defaults: { src: "", filename: "", width: "auto", height: "auto", alt: "Image" },
    malformed: { src: "javascript:alert(1)", filename: 2, width: "calc(1px)", height: -1, alt: null },
    partial: {
      raw: { src: "//evil.example.com/x.png", alt: "Logo" },
      expected: { src: "", alt: "Logo", width: "auto" },
    },
  },
  {
    type: "mention",
    tag: "bearish-mention",
    sample: { accountId: "u_42", localId: "m1", label: "Ann Lee" },
    defaults: { accountId: "", localId: "", label: "" },
    malformed: { accountId: "a b<", localId: 3, label: ["x"] },
    partial: { raw: { accountId: "u1", label: 5 }, expected: { accountId: "u1", label: "" } },
  },
  {
    type: "profile",
    tag: "bearish-profile",
    sample: { userId: "u_7" },
    defaults: { userId: "" },
    malformed: { userId: { id: 1 } },
    partial: { raw: { userId: "u_8", extra: true }, expected: { userId: "u_8" } },
  },
  {
    type: "profilePicture",
    tag: "bearish-profile-picture",
    sample: { userId: "u_7", size: "extraLarge" },
    defaults: { userId: "", size: "medium" },
    malformed: { userId: 1, size: "huge" },
    partial: { raw: { userId: "u_9", size: 40 }, expected: { userId: "u_9", size: "medium" } },
  },
  {
    type: "status",
    tag: "bearish-status",
    sample: { macroId: "s1", title: "In review", color: "#2196F3" },
    defaults: { macroId: "", title: "Status", color: "#4CAF50" },
    malformed: { macroId: [], title: 1, color: "red" },
    partial: { raw: { title: "Done", color: "fff" }, expected: { title: "Done", color: "#fff" } },
  },
  {
    type: "equation",
    tag: "bearish-equation",
    sample: { latex: "E = mc^2", displayMode: false },
    defaults: { latex: "\\frac{a}{b}", displayMode: true },
    malformed: { latex: 12, displayMode: "no" },
    partial: { raw: { latex: "x^2", displayMode: 0 }, expected: { latex: "x^2", displayMode: true } },
  },
  {
    type: "board",
    tag: "bearish-board",
    sample: {
      boardId: "comp_1",
      tasks: [
        {
          id: "t1",
          name: "Write spec",
          status: { value: "done" },
          priority: { value: "high" },
          assignedUsers: ["u1", "u2"],
          taskIndex: 3,
          createdAt: "2025-01-02T03:04:05.000Z",
        },
      ],
      groupOptions: [{ value: "high", label: "High", color: "#F44336" }],
      grouping: "priority",
    },
    defaults: {
      boardId: "",
      tasks: [],
      groupOptions: [
        { value: "todo", label: "To Do", color: "#9E9E9E" },
        { value: "inProgress", label: "In Progress", color: "#2196F3" },
        { value: "done", label: "Done", color: "#4CAF50" },
      ],
      grouping: "status",
    },
    malformed: { boardId: 3, tasks: "all", groupOptions: null, grouping: "colour" },
    partial: {
      raw: { boardId: "b", tasks: [{ id: "t", name: "N", status: "done", taskIndex: -1, assignedUsers: [1, "u"] }] },
      expected: {
        boardId: "b",
        tasks: [
          {
            id: "t",
            name: "N",
            status: { value: "" },
            priority: { value: "" },
            assignedUsers: ["u"],
            taskIndex: 0,
            createdAt: "",
          },
        ],
      },
    },
  },
  {
    type: "checklist",
    tag: "bearish-checklist",
    sample: {
      checklistId: "comp_2",
      tasks: [
        {
          id: "t1",
          name: "Buy milk",
          status: "todo",
          priority: "low",
          assignUsers: ["u1"],
          tag: "personal",
          taskIndex: 1,
          createdAt: "2025-01-02T03:04:05Z",
        },
      ],
      groupOptions: [{ value: "todo", label: "To Do", color: "#9E9E9E" }],
      grouping: "assignee",
    },
    defaults: {
      checklistId: "",
      tasks: [],
      groupOptions: [
        { value: "todo", label: "To Do", color: "#9E9E9E" },
        { value: "inProgress", label: "In Progress", color: "#2196F3" },
        { value: "done", label: "Done", color: "#4CAF50" },
      ],
      grouping: "status",
    },
    malformed: { checklistId: {}, tasks: 5, groupOptions: "x", grouping: 1 },
    partial: {
      raw: {
        tasks: [{ id: "t", name: "N", createdAt: "yesterday", tag: 3 }],
        groupOptions: [{ value: "a", color: "zz" }],
      },
      expected: {
        tasks: [
          { id: "t", name: "N", status: "", priority: "", assignUsers: [], tag: "", taskIndex: 0, createdAt: "" },
        ],
        groupOptions: [{ value: "a", label: "", color: "#9E9E9E" }],
      },
    },
  },
  {
    type: "bookmark",
    tag: "bearish-bookmark",
    sample: {
      url: "https://example.com/a",
      title: "Example",
      description: "An example page",
      favicon: "https://example.com/favicon.ico",
      width: 480,
    },
    defaults: { url: "", title: "", description: "", favicon: "", width: 400 },
    malformed: { url: "javascript:alert(1)", title: 1, description: 2, favicon: "ftp://x/y.ico", width: 299 },
    partial: { raw: { url: "https://a.example", width: 501 }, expected: { url: "https://a.example", width: 400 } },
  },
  {
    type: "button",
    tag: "bearish-button",
    sample: {
      label: "Sign up",
      bgColor: "#E53935",
      textColor: "#000000",
      size: "large",
      borderRadius: 50,
      bgOpacity: 0.35,
      href: "https://example.com/signup",
    },
    defaults: {
      label: "Button",
      bgColor: "#1E88E5",
      textColor: "#FFFFFF",
      size: "medium",
      borderRadius: 4,
      bgOpacity: 1,
      href: "",
    },
    malformed: {
      label: 1,
      bgColor: "blue",
      textColor: "#12345",
      size: "xl",
      borderRadius: 51,
      bgOpacity: 1.5,
      href: "javascript:alert(1)",
    },
    partial: {
      raw: { label: "Go", bgOpacity: 0.33, borderRadius: 2.5, bgColor: "abc" },
      expected: { label: "Go", bgOpacity: 1, borderRadius: 4, bgColor: "#abc" },
    },
  },
  {
    type: "whiteboard",
    tag: "bearish-whiteboard",
    sample: { whiteboardId: "wb_1", height: 600 },
    defaults: { whiteboardId: "", height: 400 },
    malformed: { whiteboardId: 5, height: "tall" },
    partial: { raw: { whiteboardId: "wb_2", height: 10 }, expected: { whiteboardId: "wb_2", height: 400 } },
  },
  {
    type: "calendar",
    tag: "bearish-calendar",
    sample: { view: "timeGridWeek" },
    defaults: { view: "dayGridMonth" },
    malformed: { view: "year" },
    partial: { raw: { view: "timeGridDay", other: 1 }, expected: { view: "timeGridDay" } },
  },
  {
    type: "poll",
    tag: "bearish-poll",
    sample: {
      question: "Lunch?",
      options: [
        { id: "o1", value: "Pizza" },
        { id: "o2", value: "Salad" },
      ],
      locked: true,
      votes: { o1: ["u1", "u2"], o2: ["u3"] },
    },
    defaults: {
      question: "",
      options: [
        { id: expect.any(String), value: "" },
        { id: expect.any(String), value: "" },
      ],
      locked: false,
      votes: {},
    },
    malformed: { question: 1, options: "a,b", locked: "true", votes: [] },
    partial: {
      raw: { question: "Q", options: [{ id: "o1", value: "A" }, 4], votes: { o1: ["u1", 2, "u1"], o2: "u2" } },
      expected: { question: "Q", options: [{ id: "o1", value: "A" }], votes: { o1: ["u1"] } },
    },
  },
];

describe.each(CASES)("$type block", ({ type, tag, sample, defaults, malformed, partial }) => {
  it("keeps non-default attributes through HTML and back", () => {
    expect(roundTripAttrs({ type, attrs: sample })).toEqual(sample);
  });

  it("parses invalid JSON in data-attrs to the defaults", () => {
    expect(parseAttrs(tag, type, "{not json")).toEqual(defaults);
  });

  it("parses a non-object data-attrs to the defaults", () => {
    expect(parseAttrs(tag, type, "[1,2]")).toEqual(defaults);
  });

  it("falls back to the default of every wrong field", () => {
    expect(parseAttrs(tag, type, JSON.stringify(malformed))).toEqual(defaults);
  });

  it("keeps the right fields when only some are wrong", () => {
    expect(parseAttrs(tag, type, JSON.stringify(partial.raw))).toEqual({ ...defaults, ...partial.expected });
  });

  it("ignores plain HTML attributes on its tag (attributes come from data-attrs only)", () => {
    const escaped = JSON.stringify(sample).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
    const plain = Object.keys(sample)
      .map((key) => `${key}="javascript:alert(1)"`)
      .join(" ");
    const element = `<${tag} ${plain} data-attrs="${escaped}"></${tag}>`;
    const html = INLINE_TYPES.includes(type) ? `<p>${element}</p>` : element;
    expect(findNode(toJson(html), type)?.attrs).toEqual(sample);
  });
});
