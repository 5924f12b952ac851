import type { LinkPreview } from "@bearish/shared/link-preview/link-preview";
import { useMutation } from "@tanstack/react-query";
import { http } from "../../../lib/http";

/**
 * `GET /api/global/link-preview?url=`: what a page says about itself, for a bookmark card. A
 * mutation, not a cached query: the editor fetches once and stores the result in the block.
 */
export function useFetchLinkPreview() {
  return useMutation({
    mutationFn: (url: string) =>
      http.get<LinkPreview>("/global/link-preview", { query: { url } }).then((response) => response.data),
  });
}
