import type { CreateTaskBody, TaskPriority, TaskStatus, TaskType } from "@bearish/shared/tasks/task";
import type { CustomFieldBody } from "@bearish/shared/workspaces/custom-fields";
import { decideTaskApproval, requestTaskApproval } from "../features/tasks/task-approvals.service";
import { addTaskComment } from "../features/tasks/task-comments.service";
import { logTime } from "../features/tasks/task-time-logs.service";
import { createSubtask, createTask, setCustomElements } from "../features/tasks/tasks.service";
import { findUserById } from "../features/users/users.repository";
import { createCustomField } from "../features/workspaces/workspace-settings.service";
import type { AppContext } from "../platform/context";
import type { SessionActor } from "../platform/session.repository";
import type { SeededWorkspace } from "./seed-workspaces";

const VERBS = ["Draft", "Review", "Ship", "Fix", "Plan", "Test", "Design", "Measure", "Document", "Refine", "Prepare"];
const THINGS = [
  "the onboarding flow",
  "release notes",
  "the pricing page",
  "search relevance",
  "the billing export",
  "the launch email",
  "dashboard charts",
  "the mobile layout",
  "API rate limits",
  "the customer survey",
  "error messages",
  "the status page",
];
const STATUSES: TaskStatus[] = ["backlog", "todo", "todo", "inProgress", "inProgress", "done", "done", "canceled"];
const PRIORITIES: TaskPriority[] = ["urgent", "high", "medium", "medium", "low", "noPriority"];
const TYPES: TaskType[] = ["TASK", "TASK", "Bug", "STORY", "FEATURE", "IMPROVEMENT", "SPIKE"];
const TAGS = ["work", "urgent", "personal", "defaultTag", "lowPriority"];

/** Extra fields so every kind of custom field has values somewhere in the demo. */
const APOLLO_FIELDS: CustomFieldBody[] = [
  { type: "PERCENTAGE", name: "Confidence", options: { decimals: 0 } },
  { type: "FORMULA", name: "Weighted estimate", options: { expression: "{Estimate (days)} * {Confidence} / 100" } },
  { type: "CHECKLIST", name: "Definition of done", options: {} },
  { type: "VOTING", name: "Votes", options: {} },
  { type: "WATCHER", name: "Watchers", options: {} },
  { type: "TEXT", name: "Notes", options: {} },
  { type: "RATING", name: "Impact", options: { max: 5 } },
  { type: "PHONE_NUMBER", name: "On-call phone", options: {} },
  { type: "LOCATION", name: "Venue", options: {} },
  {
    type: "MULTI_SELECT",
    name: "Areas",
    options: { options: [{ value: "Web" }, { value: "API" }, { value: "Docs" }] },
  },
  { type: "DATE_TIME_LOG", name: "Time spent", options: {} },
  { type: "APPROVAL", name: "Sign-off", options: {} },
  { type: "CONNECTED", name: "Related", options: {} },
];

const HOW_MANY: Record<string, number> = { Board: 90, List: 60, Checklist: 20 };
const DAY_MS = 86_400_000;

/**
 * A few hundred tasks across the demo workspaces, through the services (display ids, activity,
 * search and events as for any user's): sub-tasks, comments with mentions, approvals in every
 * state, time logs and a value for every kind of custom field.
 */
export async function seedTasks(ctx: AppContext, workspaces: SeededWorkspace[]): Promise<number> {
  let count = 0;
  const today = ctx.clock.now().getTime();
  for (const workspace of workspaces) {
    if (workspace.archived) continue;
    const editors = [workspace.owner, ...workspace.members.filter((m) => m.role === "EDITOR").map((m) => m.actor)];
    const people = [workspace.owner, ...workspace.members.map((m) => m.actor)];
    const commenters = [
      workspace.owner,
      ...workspace.members.filter((m) => m.role === "EDITOR" || m.role === "COMMENTER").map((m) => m.actor),
    ];
    const fields = [...workspace.customFields];
    if (workspace.name === "Apollo Launch") {
      for (const field of APOLLO_FIELDS)
        fields.push(await createCustomField(ctx, workspace.owner, workspace.id, field));
    }
    const created: string[] = [];
    for (const component of workspace.components) {
      const total = HOW_MANY[component.type] ?? 20;
      for (let i = 0; i < total; i++) {
        const n = count + i;
        const author = editors[n % editors.length] as SessionActor;
        const dueOffset = ((n * 7) % 40) - 12;
        const body: CreateTaskBody = {
          workspaceId: workspace.id,
          componentId: component.id,
          name: `${VERBS[n % VERBS.length]} ${THINGS[(n * 5) % THINGS.length]}`,
          details: n % 3 === 0 ? `Context for this task: agree the scope first, then split it up.` : null,
          status: STATUSES[n % STATUSES.length],
          priority: PRIORITIES[n % PRIORITIES.length],
          taskType: TYPES[n % TYPES.length],
          assignedUserIds: [people[n % people.length]?.userId as string].concat(
            n % 4 === 0 ? [people[(n + 1) % people.length]?.userId as string] : [],
          ),
          tags: [TAGS[n % TAGS.length] as string],
          dueDate: n % 5 === 0 ? null : new Date(today + dueOffset * DAY_MS).toISOString(),
          startDate: n % 2 === 0 ? new Date(today + (dueOffset - 4) * DAY_MS).toISOString() : null,
          endDate: n % 2 === 0 ? new Date(today + dueOffset * DAY_MS).toISOString() : null,
          links: n % 6 === 0 ? [{ text: "Spec", url: "https://bearish.example/spec" }] : [],
        };
        const task = await createTask(ctx, author, body);
        created.push(task.id);
        if (n % 9 === 0) {
          for (const name of ["Write it down", "Get a review"]) {
            await createSubtask(ctx, author, task.id, { name, status: n % 2 === 0 ? "done" : "todo" });
          }
        }
        if (n % 7 === 0) {
          const commenter = commenters[(n + 2) % commenters.length] as SessionActor;
          const mentioned = people[(n + 3) % people.length] as SessionActor;
          const name = await fullName(ctx, mentioned.userId);
          await addTaskComment(ctx, commenter, task.id, `@${name} can you take a look before Friday?`);
        }
        if (n % 11 === 0) await logTime(ctx, author, task.id, { seconds: 1800 + (n % 5) * 900, source: "manual" });
        const approver = editors.find((p) => p.userId !== author.userId);
        if (n % 13 === 0 && approver) {
          const approval = await requestTaskApproval(ctx, author, task.id, {
            text: "Please approve the scope before we start.",
            approverId: approver.userId,
          });
          if (n % 3 === 1) {
            await decideTaskApproval(ctx, approver, task.id, approval.id, { decision: "APPROVED" });
          } else if (n % 3 === 2) {
            await decideTaskApproval(ctx, approver, task.id, approval.id, {
              decision: "REJECTED",
              note: "Split it first.",
            });
          }
        }
        if (fields.length > 0 && n % 4 === 0) {
          await setCustomElements(ctx, author, task.id, customValues(fields, n, people, created));
        }
      }
      count += total;
    }
  }
  return count;
}

async function fullName(ctx: AppContext, userId: string): Promise<string> {
  const user = await findUserById(ctx.db, userId);
  return user ? `${user.firstName} ${user.lastName}` : "";
}

function customValues(
  fields: { id: string; type: string; options: unknown }[],
  n: number,
  people: SessionActor[],
  created: string[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const options = (field.options as { options?: { id?: string }[] }).options ?? [];
    switch (field.type) {
      case "NUMBER":
        values[field.id] = { number: 1 + (n % 8) };
        break;
      case "MONEY":
        values[field.id] = { money: `${(n % 9) * 1250}.50` };
        break;
      case "PERCENTAGE":
        values[field.id] = { percentage: (n * 13) % 101 };
        break;
      case "RATING":
        values[field.id] = { rating: (n % 10) / 2 };
        break;
      case "TEXT":
        values[field.id] = { paragraph: "Keep the scope small." };
        break;
      case "CHECKLIST":
        values[field.id] = {
          checklist: [
            { id: "c1", text: "Tests pass", done: n % 2 === 0 },
            { id: "c2", text: "Docs updated", done: false },
          ],
        };
        break;
      case "SINGLE_SELECT":
        if (options[n % options.length]?.id) values[field.id] = { selectedOption: options[n % options.length]?.id };
        break;
      case "MULTI_SELECT":
        values[field.id] = { multiSelectLabels: options.slice(0, 1 + (n % 2)).map((o) => o.id) };
        break;
      case "WATCHER":
        values[field.id] = { watcherIds: people.slice(0, 2).map((p) => p.userId) };
        break;
      case "PHONE_NUMBER":
        values[field.id] = { phone: "+1 415 555 2671" };
        break;
      case "LOCATION":
        values[field.id] = { location: { title: "HQ", address: "1 Market St, San Francisco" } };
        break;
      case "CONNECTED":
        if (created.length > 1) values[field.id] = { connectedTaskIds: [created[0]] };
        break;
      case "VOTING":
        values[field.id] = { voted: true };
        break;
      case "PROGRESS":
        if ((field.options as { mode?: string }).mode === "manual")
          values[field.id] = { progressManual: (n * 10) % 101 };
        break;
      default:
        break;
    }
  }
  return values;
}
