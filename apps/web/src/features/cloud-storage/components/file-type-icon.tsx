import AudioFileOutlinedIcon from "@mui/icons-material/AudioFileOutlined";
import DescriptionOutlinedIcon from "@mui/icons-material/DescriptionOutlined";
import FolderZipOutlinedIcon from "@mui/icons-material/FolderZipOutlined";
import ImageOutlinedIcon from "@mui/icons-material/ImageOutlined";
import InsertDriveFileOutlinedIcon from "@mui/icons-material/InsertDriveFileOutlined";
import PictureAsPdfOutlinedIcon from "@mui/icons-material/PictureAsPdfOutlined";
import TableChartOutlinedIcon from "@mui/icons-material/TableChartOutlined";
import VideoFileOutlinedIcon from "@mui/icons-material/VideoFileOutlined";
import type { SvgIconProps } from "@mui/material/SvgIcon";

/** True for files the Media tab shows (images, video, audio). */
export function isMediaType(contentType: string): boolean {
  return /^(image|video|audio)\//.test(contentType);
}

function iconOf(contentType: string, name: string) {
  const lower = name.toLowerCase();
  if (contentType.startsWith("image/")) return ImageOutlinedIcon;
  if (contentType.startsWith("video/")) return VideoFileOutlinedIcon;
  if (contentType.startsWith("audio/")) return AudioFileOutlinedIcon;
  if (contentType === "application/pdf" || lower.endsWith(".pdf")) return PictureAsPdfOutlinedIcon;
  if (contentType.includes("spreadsheet") || /\.(xlsx|xls|csv)$/.test(lower)) return TableChartOutlinedIcon;
  if (contentType.includes("wordprocessing") || /\.(docx|doc|txt|md)$/.test(lower)) return DescriptionOutlinedIcon;
  if (contentType.includes("zip") || /\.(zip|tar|gz|7z)$/.test(lower)) return FolderZipOutlinedIcon;
  return InsertDriveFileOutlinedIcon;
}

/** The icon of a file's type, shown where it has no thumbnail. */
export function FileTypeIcon({ contentType, name, ...props }: { contentType: string; name: string } & SvgIconProps) {
  const Icon = iconOf(contentType, name);
  return <Icon aria-hidden {...props} />;
}
