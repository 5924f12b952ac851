import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Lock files this process holds. A lock file naming our own pid is otherwise treated as stale (a
 * container restarts with the same pid), so a second open in this process is caught here.
 */
const heldHere = new Set<string>();

/**
 * Takes an exclusive lock on an embedded database directory: a second process fails fast with a
 * clear message instead of corrupting PGlite's files. A lock left by a process that died is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.resolve(dir, "bearish.lock");
  if (heldHere.has(lockPath)) {
    throw new DataDirLockedError(`The database in ${dir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: "wx" });
      heldHere.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The database in ${dir} is already in use by another Bearish process (pid ${holder}). ` +
            "Stop that process, or start this one with a different DATA_DIR, or use DATABASE_URL for PostgreSQL.",
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the database directory ${dir}`);
}
