import { describe, expect, it } from "vitest";
import { cloudNameProblem, normalizeDirectory, stripCloudControlCharacters } from "./cloud-paths";

const INVISIBLE: ReadonlyArray<readonly [string, string]> = [
  ["zero-width space", "\u200b"],
  ["left-to-right embedding", "\u202a"],
  ["right-to-left override", "\u202e"],
  ["left-to-right isolate", "\u2066"],
  ["pop directional isolate", "\u2069"],
  ["byte-order mark", "\ufeff"],
];

describe("cloudNameProblem", () => {
  it("accepts ordinary names, Arabic and emoji included", () => {
    expect(cloudNameProblem("Report 2024.pdf")).toBeNull();
    expect(cloudNameProblem("تقرير.pdf")).toBeNull();
    expect(cloudNameProblem("Photos 🐻")).toBeNull();
    // Joiners and direction marks are part of real writing: an emoji family, a Persian word, an RTL mark.
    expect(cloudNameProblem("Family 👨\u200d👩\u200d👧")).toBeNull();
    expect(cloudNameProblem("می\u200cخواهم")).toBeNull();
    expect(cloudNameProblem("ملف\u200f.pdf")).toBeNull();
  });

  it.each<readonly [string, string]>([["tab", "\t"], ["DEL", "\u007f"], ["C1", "\u0085"], ...INVISIBLE])(
    "refuses a %s",
    (_, character) => {
      expect(cloudNameProblem(`gpj${character}.exe`)).toBe("Name cannot contain control characters");
    },
  );

  it("refuses a directory with an invisible character in a segment", () => {
    expect(normalizeDirectory("/Team/\u202eFolder")).toBeNull();
    expect(normalizeDirectory("/Team/Folder")).toBe("/Team/Folder");
  });

  it("strips exactly the refused characters", () => {
    const name = `a${INVISIBLE.map(([, c]) => c).join("")}\u0001b.txt`;
    expect(stripCloudControlCharacters(name)).toBe("ab.txt");
    expect(cloudNameProblem(stripCloudControlCharacters(name))).toBeNull();
    expect(stripCloudControlCharacters("تقرير 🐻.pdf")).toBe("تقرير 🐻.pdf");
  });
});
