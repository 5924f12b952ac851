import { describe, expect, it } from "vitest";
import { mentionedUserIds, mentionsIn, newlyMentionedUserIds, withMentionText } from "./editor-mentions";
import { docWith, toHtml } from "./editor-test-utils";

const ADA = "0190f0a0-0000-7000-8000-00000000000a";
const BOB = "0190f0a0-0000-7000-8000-00000000000b";

/** A mention as the server's sanitizer stores it (double quotes, JSON escaped as entities). */
const stored = (attrs: Record<string, unknown>) =>
  `<bearish-mention data-attrs="${JSON.stringify(attrs).replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"></bearish-mention>`;

describe("mentionedUserIds", () => {
  it("reads the ids of stored mentions, each once, in order of first mention", () => {
    const html = `<p>Hi ${stored({ accountId: BOB, localId: "m1", label: "Bob" })} and ${stored({
      accountId: ADA,
      localId: "m2",
      label: 'Ada "the first" & <co>',
    })}</p><p>again ${stored({ accountId: BOB, localId: "m3", label: "Bob" })}</p>`;
    expect(mentionedUserIds(html)).toEqual([BOB, ADA]);
  });

  it("reads the HTML the editor schema writes", () => {
    const html = toHtml(
      docWith({ type: "mention", attrs: { accountId: ADA, localId: "m1", label: 'Ada "Countess" & <Lovelace>' } }),
    );
    expect(html).toContain("bearish-mention");
    expect(mentionedUserIds(html)).toEqual([ADA]);
  });

  it("accepts single-quoted and upper-case tags and lower-cases the ids", () => {
    const html = `<P><BEARISH-MENTION class="x" DATA-ATTRS='{"accountId":"${ADA.toUpperCase()}","label":"a > b"}'/></P>`;
    expect(mentionedUserIds(html)).toEqual([ADA]);
  });

  it("ignores malformed mentions, ids that are not our people's, and look-alike text", () => {
    const html = [
      `<bearish-mention data-attrs="{not json"></bearish-mention>`,
      `<bearish-mention></bearish-mention>`,
      stored({ accountId: "557058:atlassian-account", label: "Imported" }),
      stored({ accountId: 42, label: "Number" }),
      stored({ accountId: `${ADA}; drop`, label: "Injected" }),
      `<bearish-mentions data-attrs="{&quot;accountId&quot;:&quot;${BOB}&quot;}"></bearish-mentions>`,
      `<p>&lt;bearish-mention data-attrs='{"accountId":"${BOB}"}'&gt;</p>`,
      `<bearish-status data-attrs="{&quot;accountId&quot;:&quot;${BOB}&quot;}"></bearish-status>`,
    ].join("");
    expect(mentionedUserIds(html)).toEqual([]);
    expect(mentionedUserIds("")).toEqual([]);
  });
});

describe("newlyMentionedUserIds", () => {
  it("answers those mentioned after but not before", () => {
    const before = `<p>${stored({ accountId: ADA, label: "Ada" })}</p>`;
    const after = `<p>${stored({ accountId: BOB, label: "Bob" })} ${stored({ accountId: ADA, label: "Ada" })}</p>`;
    expect(newlyMentionedUserIds(before, after)).toEqual([BOB]);
    expect(newlyMentionedUserIds(after, before)).toEqual([]);
    expect(newlyMentionedUserIds(after, after)).toEqual([]);
  });
});

describe("mentionsIn and withMentionText", () => {
  it("keeps each person's first label, and writes mentions as their text", () => {
    const html = `<p>Ask ${stored({ accountId: ADA, label: "Ada <L> & co" })} or ${stored({ accountId: BOB, label: "" })} then ${stored(
      {
        accountId: ADA,
        label: "Ada again",
      },
    )}</p>`;
    expect(mentionsIn(html)).toEqual([
      { userId: ADA, label: "Ada <L> & co" },
      { userId: BOB, label: "" },
    ]);
    expect(withMentionText(html)).toBe("<p>Ask @Ada &lt;L&gt; &amp; co or  then @Ada again</p>");
  });

  it("stays fast on a long run of unclosed mention tags", () => {
    const html = `<bearish-mention data-attrs=x ${"a ".repeat(20_000)}`.repeat(5);
    const started = performance.now();
    expect(mentionedUserIds(html)).toEqual([]);
    expect(withMentionText(html)).toBe(html);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
