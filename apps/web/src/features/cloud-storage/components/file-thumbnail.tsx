import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import Box from "@mui/material/Box";
import { useState } from "react";
import { FileTypeIcon } from "./file-type-icon";

/** Spec §9: thumbnails are 156 px wide. */
export const THUMBNAIL_WIDTH = 156;

/** An image's signed thumbnail, or its type's icon (also when the image fails to load). */
export function FileThumbnail({ file, height }: { file: CloudFile; height: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <Box
      sx={{
        width: THUMBNAIL_WIDTH,
        height,
        flexShrink: 0,
        borderRadius: 1,
        overflow: "hidden",
        bgcolor: "action.hover",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        color: "text.secondary",
      }}
    >
      {file.thumbnailUrl && !broken ? (
        <Box
          component="img"
          src={file.thumbnailUrl}
          alt=""
          loading="lazy"
          draggable={false}
          onError={() => setBroken(true)}
          sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
        />
      ) : (
        <FileTypeIcon contentType={file.contentType} name={file.name} fontSize={height > 80 ? "large" : "medium"} />
      )}
    </Box>
  );
}
