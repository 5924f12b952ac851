/** `.../wiki/{wikiId}` and `.../wiki/{wikiId}/page/{pageId}`: the page tree beside the open page (home page by default). */
export function WikiPage() {
  return null;
}
