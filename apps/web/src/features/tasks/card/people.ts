import type { WorkspaceMember } from "@bearish/shared/workspaces/workspace-members";

/** A person a task picker can show: a workspace member seen by user id. */
export interface PickerPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
  avatar_fallBack: string;
}

export const PICKER_PAGE_SIZE = 4;
/** Select menus show up to 3 avatars then +n (spec §9). */
export const AVATAR_STACK_MAX = 3;

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export function membersAsPeople(members: readonly WorkspaceMember[] | undefined): PickerPerson[] {
  return (members ?? []).map((m) => ({
    id: m.userId,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    avatar: m.avatar,
    avatar_fallBack: m.avatar_fallBack,
  }));
}

/** Spec §5: user search matches email, first name or last name, case-insensitively. */
export function filterPeople<P extends PickerPerson>(people: readonly P[], query: string): P[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...people];
  return people.filter((p) =>
    [p.email, p.firstName, p.lastName].some((value) => value.toLocaleLowerCase().includes(q)),
  );
}

/** Number of pages of `size` (at least one, so an empty list still has a page). */
export const pageCount = (length: number, size = PICKER_PAGE_SIZE) => Math.max(1, Math.ceil(length / size));

/** The page after or before `page` with wraparound (spec §4: pickers page 4 per page with wraparound). */
export function wrapPage(page: number, delta: number, pages: number): number {
  return (((page + delta) % pages) + pages) % pages;
}
