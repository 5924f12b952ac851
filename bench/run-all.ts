// `npm run bench`: every benchmark, each printing its figures beside a baseline measured in the same run.
// Runs on the embedded PGlite, and again on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
import { benchAllUsers } from "./all-users.bench";

const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

await benchAllUsers();
if (postgres) await benchAllUsers(postgres);
