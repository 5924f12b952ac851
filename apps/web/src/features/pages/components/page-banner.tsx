import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { usePageFileUrl } from "../hooks/use-page-file-url";

const HEIGHT = { xs: 120, sm: 200 };

/** The page's banner image; a page file path is shown through a freshly signed URL. */
export function PageBanner({ src, alt }: { src: string; alt: string }) {
  const banner = usePageFileUrl(src);
  if (banner.isError) return null;
  if (!banner.url) return <Skeleton variant="rounded" sx={{ width: "100%", height: HEIGHT, borderRadius: 2, mb: 2 }} />;
  return (
    <Box
      component="img"
      src={banner.url}
      alt={alt}
      sx={{ display: "block", width: "100%", height: HEIGHT, objectFit: "cover", borderRadius: 2, mb: 2 }}
    />
  );
}
