// `npm run bench`: every benchmark, each printing its figures beside a baseline measured in the same run.
// Runs on the embedded PGlite, and again on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
// The realtime fan-out runs in process, and again through Redis when BENCH_REDIS_URL is set.
// BENCH_ONLY=task-list,task-board (names below) runs a subset.
import { benchAllUsers } from "./all-users.bench";
import { benchChannelOpen } from "./channel-open.bench";
import { benchCloudFolder, benchCloudFolderBrowser } from "./cloud-folder.bench";
import { benchKeypressToPaint, benchRemoteKeystroke } from "./document-editing.bench";
import { benchRealtimeFanout } from "./realtime-fanout.bench";
import { benchTaskBoard } from "./task-board.bench";
import { benchTaskList } from "./task-list.bench";
import { benchUpload } from "./upload.bench";

const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redis = process.env.BENCH_REDIS_URL;

const BENCHES: Record<string, () => Promise<void>> = {
  "all-users": async () => {
    await benchAllUsers();
    if (postgres) await benchAllUsers(postgres);
  },
  "task-list": async () => {
    await benchTaskList();
    if (postgres) await benchTaskList(postgres);
  },
  // The board of 10,000 tasks against the board of 100, in Chromium (needs the built web app).
  "task-board": () => benchTaskBoard(),
  "realtime-fanout": async () => {
    await benchRealtimeFanout();
    if (redis) await benchRealtimeFanout(redis);
  },
  // A 1 KB chat message POSTed to a channel of 1,000 connected members, against bare ws.
  "messaging-fanout": async () => {
    await benchRealtimeFanout(undefined, true);
    if (postgres) await benchRealtimeFanout(undefined, true, postgres);
    if (postgres && redis) await benchRealtimeFanout(redis, true, postgres);
  },
  // The first page of a channel of 100,000 messages against a channel of 100.
  "channel-open": async () => {
    await benchChannelOpen();
    if (postgres) await benchChannelOpen(postgres);
  },
  // A page of a cloud folder of 10,000 files against a folder of 100 (API), and scrolling it in Chromium.
  "cloud-folder": async () => {
    await benchCloudFolder();
    if (postgres) await benchCloudFolder(postgres);
    await benchCloudFolderBrowser();
  },
  // Keypress to paint in a 200,000-word document against an empty one (Chromium; needs the built web app).
  "document-typing": () => benchKeypressToPaint(),
  // Keystroke to remote editor with 20 editors on one document, against 2.
  "document-collab": () => benchRemoteKeystroke(),
  // A 1 GiB upload (BENCH_UPLOAD_MB) against a plain copy on the same disk; the blob store is disk.
  upload: () => benchUpload(),
};

const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
for (const [name, run] of Object.entries(BENCHES)) {
  if (!only || only.includes(name)) await run();
}
