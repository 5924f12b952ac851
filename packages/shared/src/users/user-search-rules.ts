/** Fields a user search looks at (spec §5): email, first name or last name. */
export interface SearchableUser {
  email: string;
  firstName: string;
  lastName: string;
}

/** Case-insensitive substring match of the query against email, first name or last name. */
export function matchesUserSearch(user: SearchableUser, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [user.email, user.firstName, user.lastName].some((field) => field.toLocaleLowerCase().includes(q));
}

/** Escapes `%`, `_` and `\` so a user's text is matched literally inside SQL LIKE patterns. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
