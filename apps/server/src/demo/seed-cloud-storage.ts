import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { createFolder } from "../features/cloud-storage/cloud-folders.service";
import { addMember } from "../features/cloud-storage/cloud-shares.service";
import { uploadCloudFiles } from "../features/cloud-storage/cloud-uploads.service";
import { findUserByEmail } from "../features/users/users.repository";
import type { AppContext } from "../platform/context";
import type { SessionActor } from "../platform/session.repository";
import { sampleDocx, samplePdf, sampleXlsx } from "./demo-documents";
import { gradientPng, toneWav } from "./demo-media";

/** The password of the demo's protected PDF (printed with the logins). */
export const DEMO_PDF_PASSWORD = "bearish";

interface DemoFile {
  name: string;
  bytes: Buffer;
}

/**
 * Fills Ada's drive through the same services the API uses: folders, and a file of every type the
 * previewers show (PDF, a password-protected PDF, DOCX, XLSX, PNG, WAV, WebM), all generated in
 * code (the WebM clip by `scripts/make-demo-video.mjs`). The Projects folder is shared with Grace
 * as a viewer. Answers how many files it stored.
 */
export async function seedCloudStorage(ctx: AppContext): Promise<number> {
  const ada = await demoActor(ctx, "ada@bearish.demo");
  const grace = await demoActor(ctx, "grace@bearish.demo");
  const upload = (directory: string, files: DemoFile[]) =>
    uploadCloudFiles(ctx, ada, async (onFile) => {
      for (const file of files) {
        await onFile({ filename: file.name, stream: Readable.from([file.bytes]), exceeded: () => false });
      }
      return new Map([["folderLocation", [directory]]]);
    });

  const projects = await createFolder(ctx, ada, { folderName: "Projects", directory: "/" });
  await createFolder(ctx, ada, { folderName: "Launch", directory: projects.path });
  const media = await createFolder(ctx, ada, { folderName: "Media", directory: "/" });
  await createFolder(ctx, ada, { folderName: "Archive", directory: "/" });

  const stored = [
    ...(await upload("/", [
      {
        name: "Welcome to Bearish.pdf",
        bytes: await samplePdf({
          title: "Welcome to Bearish",
          paragraphs: [
            "Your files live here: upload by dropping them on the page, preview them, share folders with your team.",
            "Search finds the words inside PDF, Word and Excel files.",
          ],
        }),
      },
      {
        name: "Board minutes (protected).pdf",
        bytes: await samplePdf({
          title: "Board minutes",
          paragraphs: ["Confidential: the board approved the quarterly budget."],
          password: DEMO_PDF_PASSWORD,
        }),
      },
    ])),
    ...(await upload(projects.path, [
      {
        name: "Project plan.docx",
        bytes: sampleDocx({
          title: "Project plan",
          paragraphs: [
            "Goal: ship the self-hosted work suite to the first ten teams.",
            "Milestones: storage in November, documents in December, calendar in January.",
          ],
        }),
      },
      {
        name: "Budget 2027.xlsx",
        bytes: sampleXlsx([
          {
            name: "Budget",
            rows: [
              ["Item", "Q1", "Q2", "Q3", "Q4"],
              ["Hosting", 1200, 1250, 1300, 1400],
              ["Design", 3000, 2500, 2500, 2000],
              ["Support", 800, 900, 950, 1000],
            ],
          },
          { name: "Notes", rows: [["Figures in euros"], ["Reviewed by Grace"]] },
        ]),
      },
    ])),
    ...(await upload(media.path, [
      { name: "Cover.png", bytes: gradientPng(640, 360, [40, 90, 200], [240, 140, 60]) },
      { name: "Standup recording.wav", bytes: toneWav(6) },
      { name: "Product teaser.webm", bytes: await readFile(new URL("./assets/demo-clip.webm", import.meta.url)) },
    ])),
  ];
  await addMember(ctx, ada, "folder", projects.id, { userId: grace.userId, role: "viewer" });
  return stored.length;
}

async function demoActor(ctx: AppContext, email: string): Promise<SessionActor> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new Error(`demo person ${email} is missing`);
  return { userId: user.id, role: user.role, sessionId: "demo-seed" };
}
