import type { PageTarget } from "../../pages/page-target";

/**
 * A document or wiki page: title, the live collaborative editor (Hocuspocus at /api/collab),
 * toolbar, slash menu and the page menu. Read-only when the caller may not edit.
 */
export function PageEditor(_props: { target: PageTarget }) {
  return null;
}
