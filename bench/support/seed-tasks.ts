import { TASK_PRIORITIES, TASK_STATUSES } from "@bearish/shared/tasks/task";
import { sql } from "drizzle-orm";
import { tasks, workspaces } from "../../apps/server/src/db/tables";
import { addItem } from "../../apps/server/src/features/workspaces/items.service";
import { createWorkspace } from "../../apps/server/src/features/workspaces/workspaces.service";
import type { AppContext } from "../../apps/server/src/platform/context";
import { newId } from "../../apps/server/src/platform/ids";
import type { SessionActor } from "../../apps/server/src/platform/session.repository";

const WORDS = ["Fix", "Ship", "Review", "Draft", "Plan", "Test", "Refactor", "Design", "Measure", "Document"];
const THINGS = ["login flow", "billing page", "search index", "release notes", "API docs", "onboarding", "cache"];
const TAGS = ["work", "urgent", "personal", "defaultTag", "lowPriority"];

/**
 * A workspace with one board per entry of `boards`, each holding that many tasks, inserted in
 * bulk (the benchmark measures reading them, not creating them). Statuses, priorities, tags and
 * due dates are spread so every column has cards.
 */
export async function seedBenchTasks(
  ctx: AppContext,
  actor: SessionActor,
  boards: { name: string; count: number }[],
): Promise<{ workspaceId: string; boardIds: string[] }> {
  const workspace = await createWorkspace(
    ctx,
    actor,
    { name: "Benchmark", description: "Seeded tasks" } as never,
    null,
  );
  const boardIds: string[] = [];
  let index = 0;
  for (const board of boards) {
    const item = await addItem(ctx, actor, workspace.id, { name: board.name, type: "Board" });
    boardIds.push(item.id);
    const now = Date.now();
    for (let start = 0; start < board.count; start += 1000) {
      const rows = [];
      for (let i = start; i < Math.min(board.count, start + 1000); i++) {
        index++;
        const created = new Date(now - (board.count - i) * 60_000);
        rows.push({
          id: newId(),
          workspaceId: workspace.id,
          componentId: item.id,
          taskIndex: index,
          name: `${WORDS[i % WORDS.length]} ${THINGS[i % THINGS.length]} #${i + 1}`,
          details: i % 3 === 0 ? `Notes for task ${i + 1}: check the numbers, then tell the team.` : null,
          status: TASK_STATUSES[i % TASK_STATUSES.length] as string,
          priority: TASK_PRIORITIES[i % TASK_PRIORITIES.length] as string,
          taskType: "TASK",
          assignedUserIds: i % 2 === 0 ? [actor.userId] : [],
          dueDate: i % 4 === 0 ? null : new Date(now + ((i % 60) - 20) * 86_400_000),
          tags: [TAGS[i % TAGS.length] as string],
          order: (i + 1) * 1024,
          createdBy: actor.userId,
          createdAt: created,
          updatedAt: created,
        });
      }
      await ctx.db.insert(tasks).values(rows);
    }
  }
  await ctx.db.update(workspaces).set({ taskCounter: index }).where(sql`${workspaces.id} = ${workspace.id}`);
  return { workspaceId: workspace.id, boardIds };
}
