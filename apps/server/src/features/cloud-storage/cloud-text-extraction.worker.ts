import { parentPort } from "node:worker_threads";
import { ArchiveInflationCheck, extractText } from "./cloud-text-extraction";
import type { SandboxReply, SandboxRequest } from "./cloud-text-extraction.sandbox";

/**
 * The body of the worker that reads untrusted files off the server's main thread: text
 * extraction for search, and the upload check that inflates an archive to count its real size.
 * One worker serves one request and is then terminated by the sandbox.
 */

const port = parentPort;
if (!port) throw new Error("cloud-text-extraction.worker runs only as a worker");

let check: ArchiveInflationCheck | null = null;
const reply = (message: SandboxReply) => port.postMessage(message);

async function handle(request: SandboxRequest): Promise<void> {
  switch (request.type) {
    case "extract":
      reply({ type: "text", text: await extractText(request.kind, request.bytes) });
      return;
    case "inspect":
      check = new ArchiveInflationCheck(request.declared);
      return;
    case "chunk": {
      if (!check) throw new Error("a chunk arrived before the archive check began");
      const problem = check.push(request.bytes, request.final);
      reply(problem !== null || request.final ? { type: "verdict", problem } : { type: "more" });
      return;
    }
  }
}

port.on("message", (request: SandboxRequest) => {
  handle(request).catch((error: unknown) => {
    reply({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  });
});
