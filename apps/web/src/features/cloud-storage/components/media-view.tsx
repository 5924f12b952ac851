import { useTranslation } from "react-i18next";
import { useCloudFiles } from "../hooks/use-cloud-files";
import { MediaGrid } from "./media-grid";

/** Every image, video and audio file the caller may see (spec: Media tab), newest first. */
export function MediaView() {
  const { t } = useTranslation();
  const files = useCloudFiles({ view: "media", sort: "updated", order: "desc" });
  return (
    <MediaGrid
      label={t("cloudStorage.media.label")}
      files={files.files}
      loading={files.isPending}
      hasMore={files.hasNextPage}
      loadingMore={files.isFetchingNextPage}
      onLoadMore={() => void files.fetchNextPage()}
      empty={t("cloudStorage.files.mediaEmpty")}
    />
  );
}
