import type { PagePerson } from "@bearish/shared/pages/page-people";

/** "Ada Lovelace", or the fallback when the person's account is gone. */
export function personName(person: Pick<PagePerson, "firstName" | "lastName"> | null, fallback: string): string {
  if (!person) return fallback;
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name || fallback;
}
