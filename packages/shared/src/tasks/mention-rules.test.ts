import { describe, expect, it } from "vitest";
import { resolveMentions, suggestMentions } from "./mention-rules";

const ada = { id: "ada", firstName: "Ada", lastName: "Lovelace" };
const adam = { id: "adam", firstName: "Adam", lastName: "Smith" };
const grace = { id: "grace", firstName: "Grace", lastName: "Hopper" };
const adaKing = { id: "ada-king", firstName: "Ada", lastName: "Lovelace King" };
const people = [ada, adam, grace];

describe("suggestMentions", () => {
  it("matches first, last or full names that start with the query, case-insensitively", () => {
    expect(suggestMentions(people, "ad").map((p) => p.id)).toEqual(["ada", "adam"]);
    expect(suggestMentions(people, "HOP").map((p) => p.id)).toEqual(["grace"]);
    expect(suggestMentions(people, "ada lo").map((p) => p.id)).toEqual(["ada"]);
    expect(suggestMentions(people, "@gra").map((p) => p.id)).toEqual(["grace"]);
  });

  it("does not match in the middle of a name", () => {
    expect(suggestMentions(people, "ace")).toEqual([]);
    expect(suggestMentions(people, "love lace")).toEqual([]);
  });

  it("keeps the given order and honours the limit; an empty query suggests the first ones", () => {
    expect(suggestMentions(people, "", 2).map((p) => p.id)).toEqual(["ada", "adam"]);
    expect(suggestMentions(people, "a", 1).map((p) => p.id)).toEqual(["ada"]);
    expect(
      suggestMentions(
        Array.from({ length: 9 }, (_, i) => ({ ...ada, id: `${i}` })),
        "ada",
      ),
    ).toHaveLength(5);
  });
});

describe("resolveMentions", () => {
  it("maps @First Last to people by full name, case-insensitively, each once in order", () => {
    expect(resolveMentions("@grace hopper and @Ada Lovelace, then @GRACE HOPPER again", people)).toEqual([
      "grace",
      "ada",
    ]);
  });

  it("needs the full name, ending at a word boundary", () => {
    expect(resolveMentions("@Ada please", people)).toEqual([]);
    expect(resolveMentions("@Ada Lovelaces", people)).toEqual([]);
    expect(resolveMentions("(@Ada Lovelace)", people)).toEqual(["ada"]);
    expect(resolveMentions("@Ada Lovelace's idea", people)).toEqual(["ada"]);
    expect(resolveMentions("ping @Ada Lovelace", people)).toEqual(["ada"]);
  });

  it("prefers the longest name at one @", () => {
    expect(resolveMentions("@Ada Lovelace King thanks", [ada, adaKing])).toEqual(["ada-king"]);
    expect(resolveMentions("@Ada Lovelace thanks", [ada, adaKing])).toEqual(["ada"]);
  });

  it("ignores e-mail addresses, line breaks inside names and people without names", () => {
    expect(resolveMentions("mail ada@Ada Lovelace", people)).toEqual([]);
    expect(resolveMentions("@Ada\nLovelace", people)).toEqual([]);
    expect(resolveMentions("@Ada   Lovelace", people)).toEqual(["ada"]);
    expect(resolveMentions("@ hi", [{ id: "x", firstName: " ", lastName: "" }])).toEqual([]);
    expect(resolveMentions("no mentions", people)).toEqual([]);
  });

  it("handles non-Latin names", () => {
    const arabic = { id: "ar", firstName: "ليلى", lastName: "حسن" };
    expect(resolveMentions("شكرا @ليلى حسن!", [arabic])).toEqual(["ar"]);
  });
});
