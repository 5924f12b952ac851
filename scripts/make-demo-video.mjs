// Generates `apps/server/src/demo/assets/demo-clip.webm`: a 3-second VP8 clip drawn on a canvas
// and recorded by Chromium's MediaRecorder. The demo seed has no video encoder of its own, so
// this clip is made once by this script and committed (nothing is downloaded).
// Usage: node scripts/make-demo-video.mjs   (needs /usr/bin/chromium)
import { writeFile } from "node:fs/promises";
import { chromium } from "playwright-core";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage();
const base64 = await page.evaluate(async () => {
  const canvas = document.createElement("canvas");
  canvas.width = 320;
  canvas.height = 180;
  const g = canvas.getContext("2d");
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 200_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start(100);
  const start = performance.now();
  await new Promise((resolve) => {
    const draw = () => {
      const t = (performance.now() - start) / 1000;
      g.fillStyle = `hsl(${(t * 120) % 360} 70% 45%)`;
      g.fillRect(0, 0, 320, 180);
      g.fillStyle = "#fff";
      g.font = "bold 28px sans-serif";
      g.fillText("Bearish demo", 70 + Math.sin(t * 3) * 40, 100);
      if (t < 3) requestAnimationFrame(draw);
      else resolve();
    };
    draw();
  });
  recorder.stop();
  await stopped;
  const buffer = await new Blob(chunks, { type: "video/webm" }).arrayBuffer();
  let binary = "";
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
});
await browser.close();
await writeFile(
  new URL("../apps/server/src/demo/assets/demo-clip.webm", import.meta.url),
  Buffer.from(base64, "base64"),
);
console.log("wrote demo-clip.webm", Buffer.from(base64, "base64").length, "bytes");
