// `npm run bench`: every benchmark, each printing its figures beside a baseline measured in the same run.
// Runs on the embedded PGlite, and again on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
// The realtime fan-out runs in process, and again through Redis when BENCH_REDIS_URL is set.
import { benchAllUsers } from "./all-users.bench";
import { benchRealtimeFanout } from "./realtime-fanout.bench";
import { benchUpload } from "./upload.bench";

const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

await benchAllUsers();
if (postgres) await benchAllUsers(postgres);

await benchRealtimeFanout();
if (process.env.BENCH_REDIS_URL) await benchRealtimeFanout(process.env.BENCH_REDIS_URL);

// A 1 GiB upload (BENCH_UPLOAD_MB) against a plain copy on the same disk; the blob store is disk.
await benchUpload();
