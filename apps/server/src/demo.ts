// `npm run demo`: the server on the embedded default, with a demo organisation seeded into an empty
// database and its logins printed.
import { sql } from "drizzle-orm";
import { users } from "./db/schema/users";
import { DEMO_PDF_PASSWORD, seedCloudStorage } from "./demo/seed-cloud-storage";
import { seedMessaging } from "./demo/seed-messaging";
import { DEMO_PASSWORD, seedOrganisation } from "./demo/seed-organisation";
import { seedTasks } from "./demo/seed-tasks";
import { seedWorkspaces } from "./demo/seed-workspaces";
import { start } from "./main";

await start({
  beforeListen: async (ctx) => {
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const seeded = await seedOrganisation(ctx, (row?.n ?? 0) > 0);
    if (!seeded) {
      ctx.log.warn(
        "The database already has people in it; demo data was not added. Use an empty DATA_DIR for a fresh demo.",
      );
      return;
    }
    const workspaces = await seedWorkspaces(ctx);
    const taskCount = await seedTasks(ctx, workspaces);
    ctx.log.info(`Demo workspaces seeded: ${workspaces.length}, with ${taskCount} tasks`);
    const messageCount = await seedMessaging(ctx);
    ctx.log.info(`Demo chats and channels seeded, with ${messageCount} messages`);
    const fileCount = await seedCloudStorage(ctx);
    ctx.log.info(`Demo drive seeded with ${fileCount} files (the protected PDF's password is ${DEMO_PDF_PASSWORD})`);
    const lines = seeded.map((p) => `  ${p.role.padEnd(9)} ${p.email}`);
    ctx.log.info(`Demo organisation seeded. Every demo login uses the password ${DEMO_PASSWORD}:\n${lines.join("\n")}`);
    console.log(`\nDemo logins (password ${DEMO_PASSWORD}):\n${lines.join("\n")}\n`);
  },
});
