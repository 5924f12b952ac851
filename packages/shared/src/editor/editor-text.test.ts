import { describe, expect, it } from "vitest";
import { plainTextOfDoc } from "./editor-text";
import { EVERY_BLOCK_DOC } from "./every-block.fixture";

describe("plainTextOfDoc", () => {
  const text = plainTextOfDoc(EVERY_BLOCK_DOC);

  it("keeps paragraphs and inline nodes on one line", () => {
    expect(text.split("\n")).toContain("Hi @Ann Lee due 2025-06-30 In review 😀 red link");
  });

  it("includes text held in block attributes", () => {
    for (const part of [
      "Release notes",
      "Tip text",
      "More",
      "Hidden text",
      "Left",
      "Right",
      "const a = 1;",
      "Planning",
      "Quarterly",
      "Room 4",
      "Ann Lee",
      "Deploy",
      "Ship on Friday",
      "Embed",
      "Chart",
      "E = mc^2",
      "Board task",
      "Checklist task",
      "Example site",
      "Open",
      "Lunch?",
      "Pizza",
      "Salad",
      "Head 2",
      "Cell",
      "Item",
      "Quote",
    ]) {
      expect(text, part).toContain(part);
    }
  });

  it("puts each block on its own line", () => {
    const lines = text.split("\n");
    expect(lines[0]).toBe("Release notes");
    expect(lines).toContain("Left");
    expect(lines).toContain("Right");
  });

  it("tolerates malformed documents", () => {
    expect(plainTextOfDoc(null)).toBe("");
    expect(plainTextOfDoc("text")).toBe("");
    expect(plainTextOfDoc({ type: "doc", content: "x" })).toBe("");
    expect(
      plainTextOfDoc({
        type: "doc",
        content: [null, { type: "status", attrs: "x" }, { type: "paragraph", content: [{ type: "text", text: 5 }] }],
      }),
    ).toBe("");
  });

  it("breaks lines at hard breaks", () => {
    const doc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [{ type: "text", text: "a" }, { type: "hardBreak" }, { type: "text", text: "b" }],
        },
      ],
    };
    expect(plainTextOfDoc(doc)).toBe("a\nb");
  });
});
