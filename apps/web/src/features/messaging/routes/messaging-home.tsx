import AddCommentOutlinedIcon from "@mui/icons-material/AddCommentOutlined";
import ArchiveOutlinedIcon from "@mui/icons-material/ArchiveOutlined";
import ForumOutlinedIcon from "@mui/icons-material/ForumOutlined";
import GroupAddOutlinedIcon from "@mui/icons-material/GroupAddOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { useOpenMessagingDialog } from "../components/dialogs/messaging-dialogs";
import { messagingHomePath } from "../components/list/conversation-paths";

/** `/message/your-message/{type}` with no conversation open: what to do next (or, hidden, how to bring one back). */
export function MessagingHome() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { type } = useParams();
  const openDialog = useOpenMessagingDialog();
  if (type !== "inbox" && type !== "archive") return <Navigate to={to(messagingHomePath("inbox"))} replace />;
  const archive = type === "archive";
  const Icon = archive ? ArchiveOutlinedIcon : ForumOutlinedIcon;
  return (
    <Box
      sx={{
        flex: 1,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 2,
        p: 4,
        textAlign: "center",
      }}
    >
      <Icon color="disabled" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h1">
        {t(archive ? "messagingList.home.archiveTitle" : "messagingList.home.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {t(archive ? "messagingList.home.archiveText" : "messagingList.home.text")}
      </Typography>
      {archive ? null : (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
          <Button variant="contained" startIcon={<AddCommentOutlinedIcon />} onClick={() => openDialog("startChat")}>
            {t("messagingList.create.startChat")}
          </Button>
          <Button variant="outlined" startIcon={<GroupAddOutlinedIcon />} onClick={() => openDialog("createChannel")}>
            {t("messagingList.create.createChannel")}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
