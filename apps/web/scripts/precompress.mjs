// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of
// dist/ over 1 KB, so the server (@fastify/static `preCompressed`) sends the big previewer
// chunks (pdf.js, exceljs, docx-preview) at a fraction of their size without compressing per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../dist");
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(dist)) {
  const bytes = await readFile(file);
  if (bytes.length < 1024) continue;
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  before += bytes.length;
  after += br.length;
}
console.log(`precompressed ${count} files: ${(before / 1e6).toFixed(1)} MB → ${(after / 1e6).toFixed(1)} MB (brotli)`);
