import { whiteboardAttrs } from "@bearish/shared/editor/blocks/whiteboard";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import DrawOutlinedIcon from "@mui/icons-material/DrawOutlined";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { WhiteboardPicker } from "../../whiteboards/components/whiteboard-picker";
import { WhiteboardPreview } from "../../whiteboards/components/whiteboard-preview";
import { useWhiteboard } from "../../workspaces/hooks/use-items";

function ChosenWhiteboard({
  workspaceId,
  whiteboardId,
  height,
  editable,
  onChange,
}: {
  workspaceId: string;
  whiteboardId: string;
  height: number;
  editable: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { source = "bearish" } = useParams();
  const board = useWhiteboard(workspaceId, whiteboardId);
  const change = editable ? (
    <Button size="small" startIcon={<SwapHorizIcon />} onClick={onChange}>
      {t("whiteboards.block.change")}
    </Button>
  ) : null;
  if (board.isPending) return <Skeleton variant="rounded" height={height} />;
  if (board.isError) {
    return (
      <Alert severity="info" action={change}>
        {t("whiteboards.block.missing")}
      </Alert>
    );
  }
  return (
    <>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 1.5, py: 1 }}>
        <DrawOutlinedIcon fontSize="small" color="action" aria-hidden />
        <Typography sx={{ flex: 1, fontWeight: 600 }} noWrap>
          {board.data.title}
        </Typography>
        {change}
        <Button
          size="small"
          variant="outlined"
          endIcon={<OpenInNewIcon />}
          component={RouterLink}
          to={to(`/workspace/${source}/${workspaceId}/whiteboard/${whiteboardId}`)}
        >
          {t("whiteboards.block.open")}
        </Button>
      </Box>
      <WhiteboardPreview content={board.data.content} title={board.data.title} height={height} />
    </>
  );
}

/**
 * The editor's whiteboard block (spec §3): a read-only preview of a workspace whiteboard with a link to
 * open it. While none is chosen, editors pick one of the workspace's whiteboards or create one.
 */
export function WhiteboardBlockView({ node, editor, updateAttributes, selected }: NodeViewProps) {
  const { t } = useTranslation();
  const { workspaceId = "" } = useParams();
  const attrs = parseBlockAttrs(whiteboardAttrs, node.attrs);
  const editable = editor.isEditable;
  return (
    <NodeViewWrapper data-type="whiteboard">
      <Box
        role="group"
        aria-label={t("whiteboards.block.label")}
        contentEditable={false}
        sx={{
          my: 1,
          border: 1,
          borderColor: selected ? "primary.main" : "divider",
          borderRadius: 1,
          overflow: "hidden",
          bgcolor: "background.paper",
        }}
      >
        {attrs.whiteboardId && workspaceId ? (
          <ChosenWhiteboard
            workspaceId={workspaceId}
            whiteboardId={attrs.whiteboardId}
            height={attrs.height}
            editable={editable}
            onChange={() => updateAttributes({ whiteboardId: "" })}
          />
        ) : editable && workspaceId ? (
          <WhiteboardPicker workspaceId={workspaceId} onPick={(id) => updateAttributes({ whiteboardId: id })} />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t("whiteboards.block.empty")}
          </Typography>
        )}
      </Box>
    </NodeViewWrapper>
  );
}
