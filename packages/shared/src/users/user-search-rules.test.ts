import { describe, expect, it } from "vitest";
import { escapeLikePattern, matchesUserSearch } from "./user-search-rules";

const ada = { email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" };

describe("user search", () => {
  it("matches email, first or last name case-insensitively", () => {
    expect(matchesUserSearch(ada, "ADA@")).toBe(true);
    expect(matchesUserSearch(ada, "love")).toBe(true);
    expect(matchesUserSearch(ada, "da")).toBe(true);
    expect(matchesUserSearch(ada, "grace")).toBe(false);
  });
  it("matches everyone on an empty query", () => {
    expect(matchesUserSearch(ada, "  ")).toBe(true);
  });
  it("escapes LIKE wildcards", () => {
    expect(escapeLikePattern("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});
