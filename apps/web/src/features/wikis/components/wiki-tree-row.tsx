import { useDraggable, useDroppable } from "@dnd-kit/core";
import ArticleOutlinedIcon from "@mui/icons-material/ArticleOutlined";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import HomeOutlinedIcon from "@mui/icons-material/HomeOutlined";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Tooltip from "@mui/material/Tooltip";
import type { KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { DropPosition } from "../wiki-tree-rules";

export interface WikiTreeRowProps {
  id: string;
  title: string;
  depth: number;
  isHome: boolean;
  hasChildren: boolean;
  expanded: boolean;
  selected: boolean;
  focusable: boolean;
  href: string;
  canDrag: boolean;
  /** Where the dragged page would land relative to this row, while a drag is over it. */
  drop: DropPosition | null;
  position: { index: number; size: number };
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: () => void;
  rowRef: (element: HTMLElement | null) => void;
  menu: ReactNode;
}

const INDENT = 2;

/** One page of the tree: a treeitem that is both draggable (editors) and a drop target. */
export function WikiTreeRow(props: WikiTreeRowProps) {
  const { t } = useTranslation();
  const drag = useDraggable({ id: props.id, disabled: !props.canDrag });
  const dropTarget = useDroppable({ id: props.id });
  const ref = (element: HTMLElement | null) => {
    drag.setNodeRef(element);
    dropTarget.setNodeRef(element);
    props.rowRef(element);
  };
  const line = (edge: "top" | "bottom") => ({
    content: '""',
    position: "absolute",
    insetInlineStart: `${props.depth * INDENT * 8}px`,
    insetInlineEnd: 0,
    [edge]: -1,
    height: 2,
    bgcolor: "primary.main",
  });
  return (
    <Box
      ref={ref}
      role="treeitem"
      aria-level={props.depth + 1}
      aria-posinset={props.position.index + 1}
      aria-setsize={props.position.size}
      aria-expanded={props.hasChildren ? props.expanded : undefined}
      aria-selected={props.selected}
      aria-current={props.selected ? "page" : undefined}
      aria-label={props.title}
      tabIndex={props.focusable ? 0 : -1}
      onKeyDown={props.onKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onFocus();
      }}
      {...(props.canDrag ? drag.listeners : {})}
      data-drop={props.drop ?? undefined}
      sx={{
        position: "relative",
        display: "flex",
        alignItems: "center",
        gap: 0.5,
        minHeight: 34,
        paddingInlineStart: props.depth * INDENT,
        paddingInlineEnd: 0.5,
        borderRadius: 1,
        cursor: props.canDrag ? "grab" : "default",
        opacity: drag.isDragging ? 0.5 : 1,
        bgcolor: props.selected ? "action.selected" : "transparent",
        outline: props.drop === "inside" ? "2px solid" : "none",
        outlineColor: "primary.main",
        "&:hover": { bgcolor: props.selected ? "action.selected" : "action.hover" },
        "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: -2 },
        "&::before": props.drop === "before" ? line("top") : undefined,
        "&::after": props.drop === "after" ? line("bottom") : undefined,
      }}
    >
      {props.hasChildren ? (
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label={t(props.expanded ? "wikis.collapse" : "wikis.expand", { title: props.title })}
          onClick={props.onToggle}
          onPointerDown={(event) => event.stopPropagation()}
          sx={{ p: 0.25, "& svg": { transform: (theme) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") } }}
        >
          {props.expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
        </IconButton>
      ) : (
        <Box sx={{ width: 24, flexShrink: 0 }} />
      )}
      {props.isHome ? (
        <Tooltip title={t("wikis.homePage")}>
          <HomeOutlinedIcon fontSize="small" color="primary" titleAccess={t("wikis.homePage")} />
        </Tooltip>
      ) : (
        <ArticleOutlinedIcon fontSize="small" color="action" aria-hidden />
      )}
      <Link
        component={RouterLink}
        to={props.href}
        tabIndex={-1}
        underline="none"
        color="inherit"
        draggable={false}
        sx={{
          flex: 1,
          minWidth: 0,
          overflow: "hidden",
          textOverflow: "ellipsis",
          whiteSpace: "nowrap",
          fontWeight: props.selected ? 600 : 400,
          py: 0.5,
        }}
      >
        {props.title}
      </Link>
      {props.menu}
    </Box>
  );
}
