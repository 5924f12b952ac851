import type { SearchHit, SearchKind } from "@bearish/shared/search/search";
import type { SvgIconComponent } from "@mui/icons-material";
import ArticleOutlinedIcon from "@mui/icons-material/ArticleOutlined";
import BadgeOutlinedIcon from "@mui/icons-material/BadgeOutlined";
import ChatBubbleOutlineIcon from "@mui/icons-material/ChatBubbleOutline";
import DrawOutlinedIcon from "@mui/icons-material/DrawOutlined";
import EventOutlinedIcon from "@mui/icons-material/EventOutlined";
import InsertDriveFileOutlinedIcon from "@mui/icons-material/InsertDriveFileOutlined";
import MenuBookOutlinedIcon from "@mui/icons-material/MenuBookOutlined";
import PersonOutlineIcon from "@mui/icons-material/PersonOutline";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import WorkspacesOutlinedIcon from "@mui/icons-material/WorkspacesOutlined";

export const SEARCH_KIND_ICONS: Record<SearchKind, SvgIconComponent> = {
  person: PersonOutlineIcon,
  workspace: WorkspacesOutlinedIcon,
  task: TaskAltIcon,
  document: ArticleOutlinedIcon,
  message: ChatBubbleOutlineIcon,
  file: InsertDriveFileOutlinedIcon,
  event: EventOutlinedIcon,
  contact: BadgeOutlinedIcon,
  wiki_page: MenuBookOutlinedIcon,
  whiteboard: DrawOutlinedIcon,
};

/**
 * The line under a hit's title. A person's indexed text is their address followed by its parts (so that
 * "navy" finds grace@navy.example); only the address is worth showing.
 */
export function snippetOf(hit: SearchHit): string {
  if (hit.kind === "person") return hit.snippet.split(/\s+/)[0] ?? "";
  return hit.snippet;
}
