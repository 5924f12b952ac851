import { describe, expect, it } from "vitest";
import { DEFAULT_TASK_NAME, DEFAULT_TASK_PRIORITY, DEFAULT_TASK_STATUS, DEFAULT_TASK_TYPE } from "./task";
import {
  groupDropChange,
  isClosedStatus,
  isHttpUrl,
  isMoneyInput,
  normalizeTaskLinks,
  orderBetween,
  parsePhone,
  snapRating,
  TASK_GROUPINGS,
  taskCreationDefaults,
  taskDisplayId,
  taskDisplayIdPrefix,
} from "./task-rules";

describe("taskDisplayId", () => {
  it("takes the first 3 letters upper-cased and pads the index to 2 digits", () => {
    expect(taskDisplayId("Marketing", 7)).toBe("MAR-07");
    expect(taskDisplayId("Marketing", 123)).toBe("MAR-123");
    expect(taskDisplayId("marketing", 10)).toBe("MAR-10");
    expect(taskDisplayId("  Sales team ", 1)).toBe("SAL-01");
  });

  it("keeps short names whole", () => {
    expect(taskDisplayId("QA", 3)).toBe("QA-03");
    expect(taskDisplayId("x", 0)).toBe("X-00");
    expect(taskDisplayId("A B", 4)).toBe("AB-04");
    expect(taskDisplayId("Q3 Sales Pipeline", 1)).toBe("Q3S-01");
    expect(taskDisplayIdPrefix("Q3 Sales Pipeline")).toBe("Q3S");
  });

  it("handles non-Latin names by character, not by UTF-16 unit", () => {
    expect(taskDisplayId("Маркетинг", 7)).toBe("МАР-07");
    expect(taskDisplayId("日本語チーム", 3)).toBe("日本語-03");
    expect(taskDisplayId("𝒜𝒷𝒸𝒹", 5)).toBe("𝒜𝒷𝒸-05");
    expect(taskDisplayId("👩‍💻 dev", 2)).toBe("👩‍💻DE-02");
    expect(taskDisplayId("e\u0301clair", 1)).toBe("E\u0301CL-01");
  });

  it("upper-cases the same way everywhere and still answers 3 letters", () => {
    expect(taskDisplayId("işçi", 1)).toBe("IŞÇ-01");
    expect(taskDisplayId("ßeta", 1)).toBe("SSE-01");
  });
});

describe("links", () => {
  it("accepts only http and https URLs", () => {
    expect(isHttpUrl("https://example.com/a?b=c")).toBe(true);
    expect(isHttpUrl("http://localhost:3000")).toBe(true);
    expect(isHttpUrl("  https://example.com  ")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "ftp://example.com/file",
      "data:text/html,<script>alert(1)</script>",
      "mailto:a@example.com",
      "example.com",
      "not a url",
      "http://",
      "",
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });

  it("refuses a non-http link with Invalid_url", () => {
    for (const url of ["javascript:alert(1)", "ftp://example.com", "data:text/plain,hi", "garbage"]) {
      expect(normalizeTaskLinks([{ text: "x", url }]), url).toEqual({ ok: false, message: "Invalid_url" });
    }
    expect(
      normalizeTaskLinks([
        { text: "ok", url: "https://example.com" },
        { text: "bad", url: "javascript:void(0)" },
      ]),
    ).toEqual({ ok: false, message: "Invalid_url" });
  });

  it("drops a link with an empty url, trims, and shows the url when there is no text", () => {
    expect(
      normalizeTaskLinks([
        { text: "Docs", url: " https://docs.example.com " },
        { text: "gone", url: "   " },
        { text: "  ", url: "https://example.com/x" },
        { text: "", url: "" },
      ]),
    ).toEqual({
      ok: true,
      links: [
        { text: "Docs", url: "https://docs.example.com" },
        { text: "https://example.com/x", url: "https://example.com/x" },
      ],
    });
    expect(normalizeTaskLinks([])).toEqual({ ok: true, links: [] });
  });
});

describe("isMoneyInput", () => {
  it("accepts digits and one decimal point", () => {
    for (const ok of ["12", "12.5", ".5", "12.", "0", "0.05", "1234567890.12"]) expect(isMoneyInput(ok), ok).toBe(true);
  });

  it("accepts the empty field and a lone point while typing", () => {
    expect(isMoneyInput("")).toBe(true);
    expect(isMoneyInput(".")).toBe(true);
  });

  it("refuses anything else", () => {
    for (const bad of ["1.2.3", "-1", "1e3", "12,5", " 1", "1 ", "+1", "$5", "abc", "١٢", "..", "1..2"]) {
      expect(isMoneyInput(bad), bad).toBe(false);
    }
  });
});

describe("snapRating", () => {
  it("snaps to half steps within 0..max", () => {
    expect(snapRating(3.3, 5)).toBe(3.5);
    expect(snapRating(3.2, 5)).toBe(3);
    expect(snapRating(3.75, 5)).toBe(4);
    expect(snapRating(3.5, 5)).toBe(3.5);
    expect(snapRating(0.2, 5)).toBe(0);
    expect(snapRating(-2, 5)).toBe(0);
    expect(snapRating(7, 5)).toBe(5);
    expect(snapRating(9.9, 10)).toBe(10);
  });

  it("answers 0 for NaN", () => {
    expect(snapRating(Number.NaN, 5)).toBe(0);
  });
});

describe("parsePhone", () => {
  it("reads international numbers without a default country", () => {
    expect(parsePhone("+1 415 555 2671")).toEqual({ ok: true, e164: "+14155552671", international: "+1 415 555 2671" });
    expect(parsePhone("+44 20 7946 0958")).toEqual({
      ok: true,
      e164: "+442079460958",
      international: "+44 20 7946 0958",
    });
  });

  it("reads national numbers with a default country", () => {
    expect(parsePhone("(415) 555-2671", "US")).toMatchObject({ ok: true, e164: "+14155552671" });
    expect(parsePhone("020 7946 0958", "GB")).toMatchObject({ ok: true, e164: "+442079460958" });
    expect(parsePhone("020 7946 0958", "gb")).toMatchObject({ ok: true, e164: "+442079460958" });
    expect(parsePhone("+44 20 7946 0958", "US")).toMatchObject({ ok: true, e164: "+442079460958" });
  });

  it("refuses invalid numbers", () => {
    for (const [value, country] of [
      ["415 555 2671", undefined],
      ["12345", "US"],
      ["+1 123 456 7890", undefined],
      ["abc", "US"],
      ["", undefined],
      ["415 555 2671", "ZZ"],
    ] as const) {
      const answer = parsePhone(value, country);
      expect(answer.ok, `${value} ${country}`).toBe(false);
      if (!answer.ok) expect(answer.message).toMatch(/valid phone number/);
    }
  });
});

describe("taskCreationDefaults", () => {
  const today = "2025-03-04T00:00:00.000Z";

  it("fills every default", () => {
    expect(taskCreationDefaults({}, { today })).toEqual({
      name: DEFAULT_TASK_NAME,
      status: DEFAULT_TASK_STATUS,
      priority: DEFAULT_TASK_PRIORITY,
      taskType: DEFAULT_TASK_TYPE,
      dueDate: null,
    });
    expect(taskCreationDefaults({}, { today })).toEqual({
      name: "New Task",
      status: "todo",
      priority: "medium",
      taskType: "TASK",
      dueDate: null,
    });
    expect(taskCreationDefaults({ name: "   " }, { today }).name).toBe("New Task");
  });

  it("keeps what was given, trimming the name", () => {
    expect(
      taskCreationDefaults(
        {
          name: "  Ship it ",
          status: "inProgress",
          priority: "urgent",
          taskType: "Bug",
          dueDate: "2025-04-01T00:00:00.000Z",
        },
        { today, fromBoardColumn: true },
      ),
    ).toEqual({
      name: "Ship it",
      status: "inProgress",
      priority: "urgent",
      taskType: "Bug",
      dueDate: "2025-04-01T00:00:00.000Z",
    });
  });

  it("makes a task added from a board column due today, unless a due date (or none) was chosen", () => {
    expect(taskCreationDefaults({}, { today, fromBoardColumn: true }).dueDate).toBe(today);
    expect(taskCreationDefaults({}, { today, fromBoardColumn: false }).dueDate).toBeNull();
    expect(taskCreationDefaults({ dueDate: null }, { today, fromBoardColumn: true }).dueDate).toBeNull();
  });

  it("counts done and canceled as closed", () => {
    expect(isClosedStatus("done")).toBe(true);
    expect(isClosedStatus("canceled")).toBe(true);
    expect(isClosedStatus("todo")).toBe(false);
    expect(isClosedStatus("inProgress")).toBe(false);
  });
});

describe("groupDropChange", () => {
  const task = {
    status: "todo" as const,
    priority: "low" as const,
    assignedUserIds: ["ann", "bob"],
    tags: ["work", "urgent"],
  };

  it("covers every grouping", () => {
    expect(TASK_GROUPINGS).toEqual(["assignee", "status", "priority", "tag", "numbered", "none"]);
  });

  it("changes nothing when dropped on the same group", () => {
    for (const grouping of TASK_GROUPINGS) expect(groupDropChange(grouping, task, "x", "x")).toBeNull();
  });

  it("status: sets the dropped-on status, ignoring unknown columns", () => {
    expect(groupDropChange("status", task, "todo", "done")).toEqual({ status: "done" });
    expect(groupDropChange("status", task, "todo", "doing")).toBeNull();
    expect(groupDropChange("status", task, "todo", "")).toBeNull();
  });

  it("priority: sets the dropped-on priority, ignoring unknown columns", () => {
    expect(groupDropChange("priority", task, "low", "urgent")).toEqual({ priority: "urgent" });
    expect(groupDropChange("priority", task, "low", "critical")).toBeNull();
  });

  it("assignee: replaces the dragged-from assignee; the none group clears them", () => {
    expect(groupDropChange("assignee", task, "ann", "cat")).toEqual({ assignedUserIds: ["cat", "bob"] });
    expect(groupDropChange("assignee", task, "ann", "bob")).toEqual({ assignedUserIds: ["bob"] });
    expect(groupDropChange("assignee", task, "ann", "")).toEqual({ assignedUserIds: [] });
    expect(groupDropChange("assignee", { ...task, assignedUserIds: [] }, "", "ann")).toEqual({
      assignedUserIds: ["ann"],
    });
  });

  it("tag: replaces the dragged-from tag; the none group clears them", () => {
    expect(groupDropChange("tag", task, "work", "personal")).toEqual({ tags: ["urgent", "personal"] });
    expect(groupDropChange("tag", task, "work", "urgent")).toEqual({ tags: ["urgent"] });
    expect(groupDropChange("tag", task, "work", "")).toEqual({ tags: [] });
    expect(groupDropChange("tag", { ...task, tags: [] }, "", "work")).toEqual({ tags: ["work"] });
  });

  it("numbered and none: dropping changes nothing", () => {
    expect(groupDropChange("numbered", task, "1", "2")).toBeNull();
    expect(groupDropChange("none", task, "", "x")).toBeNull();
  });

  it("does not change the task it was given", () => {
    const before = structuredClone(task);
    groupDropChange("assignee", task, "ann", "cat");
    groupDropChange("tag", task, "work", "");
    expect(task).toEqual(before);
  });
});

describe("orderBetween", () => {
  it("places between, before or after neighbours", () => {
    expect(orderBetween(null, null)).toBe(1024);
    expect(orderBetween(null, 100)).toBe(-924);
    expect(orderBetween(100, null)).toBe(1124);
    expect(orderBetween(1, 2)).toBe(1.5);
    expect(orderBetween(-10, 10)).toBe(0);
  });

  it("answers a value strictly between distinct neighbours", () => {
    let low = 0;
    const high = 1;
    for (let i = 0; i < 30; i += 1) {
      const middle = orderBetween(low, high);
      expect(middle).toBeGreaterThan(low);
      expect(middle).toBeLessThan(high);
      low = middle;
    }
  });
});
