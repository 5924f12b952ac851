// Child process of the messaging fan-out benchmark: the HTTP client that posts the chat messages,
// in its own process (as the people posting are other machines), so the server's figures count
// only the server. argv: url, route (under /api), token. Up to 16 requests in flight.
import { serveCommands } from "./realtime-process";
import { PAYLOAD_PAD, saturate, steady } from "./realtime-publisher";

const [url = "", route = "", token = ""] = process.argv.slice(2);
const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
const IN_FLIGHT = 16;

let inFlight = 0;
let failures = 0;
const waiting: (() => void)[] = [];
const settled: (() => void)[] = [];

async function post(sentAt: number): Promise<void> {
  while (inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
  inFlight++;
  fetch(`${url}/api/${route}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ content: `<p>sentAt:${sentAt} ${PAYLOAD_PAD}</p>` }),
  })
    .then(async (res) => {
      await res.arrayBuffer();
      if (res.status !== 201) failures++;
    })
    .catch(() => failures++)
    .finally(() => {
      inFlight--;
      waiting.shift()?.();
      if (inFlight === 0) for (const resolve of settled.splice(0)) resolve();
    });
}

/** Until every request in flight has its answer. */
const drained = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => settled.push(resolve)));

process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
serveCommands(async (command) => {
  const run =
    command.cmd === "saturate"
      ? await saturate(post, new Set(), Number(command.seconds))
      : await steady(post, Number(command.rate), Number(command.seconds));
  await drained();
  if (failures > 0) throw new Error(`${failures} message posts failed`);
  return run;
});
process.on("SIGTERM", () => process.exit(0));
