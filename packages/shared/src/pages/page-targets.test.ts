import { describe, expect, it } from "vitest";
import { collabDocumentName, parseCollabDocumentName } from "./page-targets";

const workspaceId = "0f5c8a3e-1b2c-4d5e-8f90-abcdef012345";
const targetId = "0f5c8a3e-1b2c-4d5e-8f90-abcdef012346";

describe("collaboration document names", () => {
  it("parses the canonical name back into its parts", () => {
    expect(parseCollabDocumentName(collabDocumentName("wiki_page", workspaceId, targetId))).toEqual({
      kind: "wiki_page",
      workspaceId,
      targetId,
    });
  });

  it("accepts only the canonical (lower-case) spelling, so one page has one live document", () => {
    for (const name of [
      `document:${workspaceId.toUpperCase()}:${targetId}`,
      `document:${workspaceId}:${targetId.toUpperCase()}`,
      `Document:${workspaceId}:${targetId}`,
      `document:${workspaceId}:${targetId}:extra`,
      `folder:${workspaceId}:${targetId}`,
      `document:${workspaceId}:not-a-uuid`,
    ]) {
      expect(parseCollabDocumentName(name), name).toBeNull();
    }
  });
});
