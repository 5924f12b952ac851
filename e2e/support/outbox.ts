import fs from "node:fs/promises";
import path from "node:path";
import { e2eDataDir } from "../playwright.config";

/** Reads the server's file outbox (DATA_DIR/outbox) and returns the newest sign-up code sent to `email`. */
export async function readSignupCode(email: string, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(e2eDataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
    for (const file of files.reverse()) {
      const raw = await fs.readFile(path.join(outbox, file), "utf8");
      const to = raw.match(/^To: (.*)$/m)?.[1] ?? "";
      const code = raw.match(/^Subject: Your Bearish sign-up code is (\d{6})$/m)?.[1];
      if (code && to.includes(email)) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-up code for ${email} in ${outbox}`);
}
