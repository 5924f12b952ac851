import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTaskBodySchema, TASK_STATUSES, taskFilterSchema, taskStatusInputSchema } from "./task";
import { customElementInputSchemas } from "./task-custom-elements";

const WORKSPACE_ID = "0190a0b2-7c1d-7e3f-8a4b-5c6d7e8f9a0b";

const messagesOf = (result: z.ZodSafeParseResult<unknown>): string[] =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe("taskStatusInputSchema", () => {
  it("accepts every status, plain or as a value object", () => {
    for (const status of TASK_STATUSES) {
      expect(taskStatusInputSchema.parse(status)).toBe(status);
      expect(taskStatusInputSchema.parse({ value: status })).toBe(status);
    }
    expect(taskStatusInputSchema.parse({ value: "done" })).toBe("done");
  });

  it("reads in-progress as inProgress", () => {
    expect(taskStatusInputSchema.parse("in-progress")).toBe("inProgress");
    expect(taskStatusInputSchema.parse({ value: "in-progress" })).toBe("inProgress");
  });

  it("refuses an unknown status with the list of statuses", () => {
    const result = taskStatusInputSchema.safeParse("doing");
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual(["Status must be one of backlog, todo, inProgress, done, canceled"]);
    expect(taskStatusInputSchema.safeParse({ value: "Done" }).success).toBe(false);
    expect(taskStatusInputSchema.safeParse(3).success).toBe(false);
  });
});

describe("createTaskBodySchema", () => {
  it("requires a workspace id", () => {
    expect(messagesOf(createTaskBodySchema.safeParse({ name: "A task" }))).toEqual(["Workspace ID is required"]);
    expect(messagesOf(createTaskBodySchema.safeParse({ workspaceId: "  " }))).toEqual(["Workspace ID is required"]);
    expect(messagesOf(createTaskBodySchema.safeParse({ workspaceId: "abc" }))).toEqual(["Invalid workspace id"]);
  });

  it("parses a full body", () => {
    expect(
      createTaskBodySchema.parse({
        workspaceId: ` ${WORKSPACE_ID} `,
        name: "  Write tests ",
        status: { value: "in-progress" },
        priority: "high",
        dueDate: "2025-03-04",
        fromBoardColumn: true,
      }),
    ).toEqual({
      workspaceId: WORKSPACE_ID,
      name: "Write tests",
      status: "inProgress",
      priority: "high",
      dueDate: "2025-03-04T00:00:00.000Z",
      fromBoardColumn: true,
    });
  });
});

describe("taskFilterSchema", () => {
  it("parses comma lists, trimming and dropping empty parts", () => {
    const filter = taskFilterSchema.parse({
      status: "todo, inProgress,,done",
      priority: ["urgent", "high"],
      assignee: `me,none,${WORKSPACE_ID}`,
      tag: "work , personal",
    });
    expect(filter.status).toEqual(["todo", "inProgress", "done"]);
    expect(filter.priority).toEqual(["urgent", "high"]);
    expect(filter.assignee).toEqual(["me", "none", WORKSPACE_ID]);
    expect(filter.tag).toEqual(["work", "personal"]);
  });

  it("refuses a list with an unknown value", () => {
    expect(taskFilterSchema.safeParse({ status: "todo,doing" }).success).toBe(false);
    expect(taskFilterSchema.safeParse({ assignee: "someone" }).success).toBe(false);
  });

  it("parses booleans written as true or false", () => {
    const filter = taskFilterSchema.parse({ duplicates: "true", noDueDate: "false", atRisk: "true" });
    expect(filter.duplicates).toBe(true);
    expect(filter.noDueDate).toBe(false);
    expect(filter.atRisk).toBe(true);
    expect(filter.delayed).toBeUndefined();
    expect(taskFilterSchema.safeParse({ delayed: "yes" }).success).toBe(false);
    expect(taskFilterSchema.safeParse({ delayed: "1" }).success).toBe(false);
  });

  it("defaults the view settings", () => {
    expect(taskFilterSchema.parse({})).toEqual({ showCompleted: "all", sort: "manual", direction: "asc" });
  });
});

describe("customElementInputSchemas", () => {
  it("MONEY takes digits and one decimal point", () => {
    expect(customElementInputSchemas.MONEY.parse({ money: "12.50" })).toEqual({ money: "12.50" });
    expect(customElementInputSchemas.MONEY.parse({ money: " .5 " })).toEqual({ money: ".5" });
    for (const bad of ["1.2.3", "-1", "1e3", "12,5", ""]) {
      expect(messagesOf(customElementInputSchemas.MONEY.safeParse({ money: bad })), bad).toEqual([
        "Money accepts only digits and one decimal point",
      ]);
    }
    expect(customElementInputSchemas.MONEY.safeParse({ money: 12.5 }).success).toBe(false);
  });

  it("RATING takes half steps from 0", () => {
    expect(customElementInputSchemas.RATING.parse({ rating: 3.5 })).toEqual({ rating: 3.5 });
    expect(customElementInputSchemas.RATING.parse({ rating: 0 })).toEqual({ rating: 0 });
    expect(messagesOf(customElementInputSchemas.RATING.safeParse({ rating: 3.3 }))).toEqual([
      "Rating goes in half steps",
    ]);
    expect(customElementInputSchemas.RATING.safeParse({ rating: -1 }).success).toBe(false);
  });

  it("NUMBER, PERCENTAGE and PROGRESS take finite numbers", () => {
    expect(customElementInputSchemas.NUMBER.parse({ number: -4.25 })).toEqual({ number: -4.25 });
    expect(customElementInputSchemas.NUMBER.safeParse({ number: Number.POSITIVE_INFINITY }).success).toBe(false);
    expect(customElementInputSchemas.NUMBER.safeParse({ number: "4" }).success).toBe(false);
    expect(customElementInputSchemas.PERCENTAGE.parse({ percentage: 150 })).toEqual({ percentage: 150 });
    expect(customElementInputSchemas.PROGRESS.parse({ progressManual: 100 })).toEqual({ progressManual: 100 });
    expect(messagesOf(customElementInputSchemas.PROGRESS.safeParse({ progressManual: 101 }))).toEqual([
      "Progress is 0 to 100",
    ]);
  });

  it("PHONE_NUMBER, CHECKLIST and LOCATION check their shapes", () => {
    expect(customElementInputSchemas.PHONE_NUMBER.parse({ phone: " +1 415 555 2671 ", defaultCountry: "US" })).toEqual({
      phone: "+1 415 555 2671",
      defaultCountry: "US",
    });
    expect(customElementInputSchemas.PHONE_NUMBER.safeParse({ phone: "1", defaultCountry: "usa" }).success).toBe(false);
    expect(customElementInputSchemas.CHECKLIST.parse({ checklist: [{ id: "1", text: "Do it" }] })).toEqual({
      checklist: [{ id: "1", text: "Do it", done: false }],
    });
    expect(messagesOf(customElementInputSchemas.CHECKLIST.safeParse({ checklist: [{ id: "1", text: " " }] }))).toEqual([
      "A checklist item cannot be empty",
    ]);
    expect(messagesOf(customElementInputSchemas.LOCATION.safeParse({ location: { title: "" } }))).toEqual([
      "A location needs a title",
    ]);
  });
});
