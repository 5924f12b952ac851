// Child process of the benchmark: a bare Fastify route answering a fixed JSON body from memory,
// the ceiling the real endpoint is compared against. Reads the body from the file in argv[2] and
// serves it at the path in argv[3] (default the users list).
import fs from "node:fs";
import Fastify from "fastify";

// Kept as bytes: the fastest a route can answer is writing a ready Buffer.
const body = fs.readFileSync(process.argv[2] ?? "");
const app = Fastify({ logger: false });
app.get(process.argv[3] ?? "/api/user/auth/all-users", async (_request, reply) =>
  reply.type("application/json").send(body),
);
await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(
  `${JSON.stringify({ url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` })}\n`,
);
process.on("SIGTERM", () => process.exit(0));
