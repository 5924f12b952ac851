import type { Message } from "@bearish/shared/messaging/message";

/** The text of stored message HTML; DOMParser builds an inert document, so nothing in it runs or loads. */
export function plainTextOf(html: string): string {
  if (!html) return "";
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const br of doc.querySelectorAll("br")) br.replaceWith(" ");
  for (const block of doc.querySelectorAll("p, li, blockquote, pre")) block.append(" ");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** A one-line summary of a message for lists: its text, else its poll question, else its file names. */
export function messageSummary(message: Pick<Message, "content" | "poll" | "files">): string {
  const text = plainTextOf(message.content);
  if (text) return text;
  if (message.poll) return `📊 ${message.poll.question}`.trim();
  if (message.files.length) return `📎 ${message.files.map((f) => f.fileName).join(", ")}`;
  return "";
}
