// The entry of the text extraction worker (see cloud-text-extraction.sandbox.ts). Node 20 does not
// hand the parent's `--import tsx` to a worker, so the worker loads its TypeScript through tsx's API.
import { tsImport } from "tsx/esm/api";

await tsImport("./cloud-text-extraction.worker.ts", import.meta.url);
