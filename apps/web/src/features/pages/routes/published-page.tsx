/** `/{locale}/p/{token}`: a published page, read-only, without signing in (asks for its password when it has one). */
export function PublishedPage() {
  return null;
}
