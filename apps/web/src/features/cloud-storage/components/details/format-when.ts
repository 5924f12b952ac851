import dayjs from "dayjs";

/** A date and time in the reader's language ("Jan 5, 2026, 3:04 PM"). */
export function formatWhen(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** The `<input type="date">` value of an ISO time, in local time ("" for none). */
export function dateInputValue(iso: string | null): string {
  return iso ? dayjs(iso).format("YYYY-MM-DD") : "";
}

/** An expiry picked as a day lasts to the end of that day (local time); "" clears it. */
export function expiryFromDateInput(value: string): string | null {
  if (!value) return null;
  const day = dayjs(value);
  return day.isValid() ? day.endOf("day").toISOString() : null;
}

/** "Ada Lovelace" of a person. */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** Initials shown when a person has no avatar. */
export function initialsOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase() || "?";
}
