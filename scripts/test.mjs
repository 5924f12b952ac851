#!/usr/bin/env node
// `npm test`: the whole suite. Types, lint, unit and API integration tests on PGlite, the same API
// tests on PostgreSQL when TEST_DATABASE_URL is set, the web build, and Playwright journeys in
// Debian's Chromium (installed here when missing).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const steps = [];
let failed = 0;

function run(name, command, args, env = {}) {
  console.log(`\n▶ ${name}\n  $ ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok) failed++;
  return ok;
}

function ensureChromium() {
  if (fs.existsSync("/usr/bin/chromium")) return true;
  console.log("\n▶ Installing Debian's chromium for the browser tests");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) =>
    spawnSync(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt(["update"]);
  const install = apt(["install", "-y", "--no-install-recommends", "chromium"]);
  return install.status === 0 && fs.existsSync("/usr/bin/chromium");
}

const npx = "npx";
run("Type check", "npm", ["run", "typecheck"]);
run("Lint and format (Biome)", npx, ["biome", "ci", "."]);
run("Unit and API tests (PGlite)", npx, [
  "vitest",
  "run",
  "--project",
  "shared",
  "--project",
  "web",
  "--project",
  "server (pglite)",
]);
if (process.env.TEST_DATABASE_URL) {
  run("API tests (PostgreSQL)", npx, ["vitest", "run", "--project", "server (postgres)"], { TEST_DB: "postgres" });
} else {
  console.log("\n(TEST_DATABASE_URL not set: the API tests on PostgreSQL are not run)");
}
if (run("Build the web app", "npm", ["run", "build"])) {
  if (ensureChromium()) {
    run("Browser journeys (Playwright, Chromium)", "npm", ["test", "-w", "@bearish/e2e"]);
  } else {
    steps.push({ name: "Browser journeys (chromium could not be installed)", ok: false, seconds: "0" });
    failed++;
  }
}

console.log("\nSummary");
for (const step of steps) console.log(`  ${step.ok ? "✓" : "✗"} ${step.name} (${step.seconds}s)`);
console.log(`steps: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
