import type { SvgIconComponent } from "@mui/icons-material";
import CalendarMonthOutlinedIcon from "@mui/icons-material/CalendarMonthOutlined";
import CallOutlinedIcon from "@mui/icons-material/CallOutlined";
import ChatBubbleOutlineIcon from "@mui/icons-material/ChatBubbleOutline";
import DashboardOutlinedIcon from "@mui/icons-material/DashboardOutlined";
import MailOutlineIcon from "@mui/icons-material/MailOutline";
import SearchIcon from "@mui/icons-material/Search";
import TaskAltIcon from "@mui/icons-material/TaskAlt";
import TimelineIcon from "@mui/icons-material/Timeline";
import WorkspacesOutlinedIcon from "@mui/icons-material/WorkspacesOutlined";

export type AppAreaId = "projects" | "workspace" | "calls" | "email" | "message" | "calendar" | "trax";

export interface AppArea {
  id: AppAreaId;
  /** Path under `/{locale}` where the area lives once built. */
  route: string;
  /** Flip to true in the issue that builds the area; until then it is shown disabled, never faked. */
  enabled: boolean;
  icon: SvgIconComponent;
}

/** The app switcher's areas (spec: Projects, Workspace, Calls, Email, Message, Calendar, Trax). */
export const APP_AREAS: readonly AppArea[] = [
  { id: "projects", route: "/workspace", enabled: true, icon: DashboardOutlinedIcon },
  { id: "workspace", route: "/workspace", enabled: true, icon: WorkspacesOutlinedIcon },
  { id: "calls", route: "/calls", enabled: false, icon: CallOutlinedIcon },
  { id: "email", route: "/email", enabled: false, icon: MailOutlineIcon },
  { id: "message", route: "/message/your-message/inbox", enabled: true, icon: ChatBubbleOutlineIcon },
  { id: "calendar", route: "/calendar", enabled: false, icon: CalendarMonthOutlinedIcon },
  { id: "trax", route: "/trax", enabled: false, icon: TimelineIcon },
];

export type TopMenuId = "search" | "calendar" | "tasks" | "workspace";

export interface TopMenuItem {
  id: TopMenuId;
  /** Where the shortcut leads; none for search, which opens the search palette in place. */
  route: string | null;
  enabled: boolean;
  icon: SvgIconComponent;
}

/** The top menu's shortcuts (spec: search, calendar, tasks, workspace). */
export const TOP_MENU_ITEMS: readonly TopMenuItem[] = [
  { id: "search", route: null, enabled: true, icon: SearchIcon },
  { id: "calendar", route: "/calendar", enabled: false, icon: CalendarMonthOutlinedIcon },
  { id: "tasks", route: "/tasks", enabled: true, icon: TaskAltIcon },
  { id: "workspace", route: "/workspace", enabled: true, icon: WorkspacesOutlinedIcon },
];
