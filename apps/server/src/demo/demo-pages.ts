import { editorExtensions } from "@bearish/shared/editor/editor-extensions";
import type { JSONContent } from "@tiptap/core";
import { generateHTML } from "@tiptap/html/server";

/**
 * Demo page contents built through the one editor schema (so every tag and attribute is what the
 * editor itself writes): a launch plan using many blocks, and a small architecture drawing.
 */
const text = (value: string, marks?: JSONContent["marks"]): JSONContent => ({
  type: "text",
  text: value,
  ...(marks ? { marks } : {}),
});
const p = (...content: JSONContent[]): JSONContent => ({ type: "paragraph", content });
const cell = (type: "tableHeader" | "tableCell", value: string): JSONContent => ({
  type,
  content: [p(text(value))],
});
const row = (type: "tableHeader" | "tableCell", values: string[]): JSONContent => ({
  type: "tableRow",
  content: values.map((v) => cell(type, v)),
});

export function launchPlanHtml(): string {
  const doc: JSONContent = {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 1 }, content: [text("Launch plan")] },
      p(
        text("We ship on "),
        { type: "date", attrs: { value: "2026-12-15" } },
        text(". Status: "),
        { type: "status", attrs: { macroId: "st1", title: "On track", color: "#4CAF50" } },
        text(" "),
        { type: "emoji", attrs: { name: "rocket", shortname: ":rocket:", emojiId: "1f680", fallback: "🚀" } },
      ),
      {
        type: "callout",
        attrs: { id: "co1", macroId: "co1", type: "warning", panelIcon: "", panelIconId: "", bgColor: "#FFF8E1" },
        content: [p(text("Backend freeze one week before launch: only fixes after that."))],
      },
      { type: "heading", attrs: { level: 2 }, content: [text("Decisions")] },
      {
        type: "decisionList",
        attrs: {
          id: "dl1",
          decisions: [
            { id: "d1", content: "Launch in all regions at once", state: "DECIDED" },
            { id: "d2", content: "Keep the beta flag for a month", state: "UNDECIDED" },
          ],
        },
      },
      { type: "heading", attrs: { level: 2 }, content: [text("Owners")] },
      {
        type: "table",
        content: [
          row("tableHeader", ["Area", "Owner", "Due"]),
          row("tableCell", ["Backend freeze", "Alan", "Dec 8"]),
          row("tableCell", ["Release notes", "Katherine", "Dec 12"]),
        ],
      },
      {
        type: "layout",
        attrs: { type: "two_column" },
        content: [
          { type: "layoutColumn", content: [p(text("Risks: load on launch day, translations."))] },
          { type: "layoutColumn", content: [p(text("Mitigations: load test at 3x, Arabic review."))] },
        ],
      },
      { type: "equation", attrs: { latex: "p_{95} \\le 1.5 \\times p_{95}^{empty}", displayMode: true } },
      {
        type: "codeBlock",
        attrs: { language: "javascript", macroId: "cb1" },
        content: [text("npm ci && npm start")],
      },
      {
        type: "expand",
        attrs: { macroId: "ex1", title: "Rollback steps" },
        content: [p(text("Flip the release flag off, then redeploy the previous tag."))],
      },
    ],
  };
  return generateHTML(doc, editorExtensions());
}

/** Fields every Excalidraw element carries (0.18), so the scene opens without a restore step. */
function element(fields: Record<string, unknown> & { id: string; type: string; index: string }) {
  return {
    x: 0,
    y: 0,
    width: 100,
    height: 60,
    angle: 0,
    strokeColor: "#1e1e1e",
    backgroundColor: "transparent",
    fillStyle: "solid",
    strokeWidth: 2,
    strokeStyle: "solid",
    roughness: 1,
    opacity: 100,
    groupIds: [],
    frameId: null,
    roundness: { type: 3 },
    seed: 1,
    version: 1,
    versionNonce: 1,
    isDeleted: false,
    boundElements: null,
    updated: 1,
    link: null,
    locked: false,
    ...fields,
  };
}

function label(id: string, index: string, x: number, y: number, value: string) {
  return element({
    id,
    type: "text",
    index,
    x,
    y,
    width: value.length * 11,
    height: 25,
    roundness: null,
    text: value,
    originalText: value,
    fontSize: 20,
    fontFamily: 5,
    textAlign: "left",
    verticalAlign: "top",
    containerId: null,
    autoResize: true,
    lineHeight: 1.25,
  });
}

export function architectureScene() {
  return {
    elements: [
      element({ id: "box-web", type: "rectangle", index: "a0", x: 40, y: 60, width: 180, height: 80, seed: 11 }),
      label("text-web", "a1", 70, 88, "Web (React)"),
      element({ id: "box-api", type: "rectangle", index: "a2", x: 320, y: 60, width: 180, height: 80, seed: 12 }),
      label("text-api", "a3", 350, 88, "API (Fastify)"),
      element({ id: "box-db", type: "ellipse", index: "a4", x: 320, y: 220, width: 180, height: 80, seed: 13 }),
      label("text-db", "a5", 355, 248, "PostgreSQL"),
      element({
        id: "arrow-web-api",
        type: "arrow",
        index: "a6",
        x: 220,
        y: 100,
        width: 100,
        height: 0,
        roundness: { type: 2 },
        points: [
          [0, 0],
          [100, 0],
        ],
        startBinding: null,
        endBinding: null,
        startArrowhead: null,
        endArrowhead: "arrow",
        elbowed: false,
      }),
    ],
    files: {},
  };
}
