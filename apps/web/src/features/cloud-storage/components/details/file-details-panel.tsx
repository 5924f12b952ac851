import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../../auth/hooks/use-me";
import { useCloudFile } from "../../hooks/details/use-cloud-file";
import { fileAbilities } from "./file-abilities";
import { FileComments } from "./file-comments";
import { FileFacts } from "./file-facts";
import { FileSettings } from "./file-settings";
import { FileVersions } from "./file-versions";

type DetailsTab = "details" | "versions" | "comments";

/**
 * The side panel of one file (about 360 px, the content of a right drawer): facts and counters,
 * tags, description, lock, the owner's watermark, expiry and workspace, then versions and comments.
 * Every control follows `file.access` and the lock.
 */
export function FileDetailsPanel({ file: initial, onClose }: { file: CloudFile; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { data } = useCloudFile(initial);
  const file = data ?? initial;
  const abilities = fileAbilities(file, me.id);
  const [tab, setTab] = useState<DetailsTab>("details");
  const tabId = (name: DetailsTab) => `cloud-details-${file.id}-${name}`;
  return (
    <Box
      role="region"
      aria-label={t("cloudDetails.title")}
      sx={{ width: 360, maxWidth: "100vw", height: "100%", display: "flex", flexDirection: "column" }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, pt: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {t("cloudDetails.title")}
          </Typography>
          <Typography variant="h6" component="h2" noWrap title={file.name}>
            {file.name}
          </Typography>
        </Box>
        <IconButton aria-label={t("cloudDetails.close")} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, next: DetailsTab) => setTab(next)}
        variant="fullWidth"
        aria-label={t("cloudDetails.tabs.label")}
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="details" label={t("cloudDetails.tabs.details")} id={tabId("details")} />
        <Tab value="versions" label={`${t("cloudDetails.tabs.versions")} (${file.versions})`} id={tabId("versions")} />
        <Tab value="comments" label={`${t("cloudDetails.tabs.comments")} (${file.comments})`} id={tabId("comments")} />
      </Tabs>
      <Box role="tabpanel" aria-labelledby={tabId(tab)} sx={{ flex: 1, overflowY: "auto", p: 2 }}>
        {tab === "details" ? (
          <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
            <FileFacts file={file} meId={me.id} />
            <FileSettings file={file} abilities={abilities} meId={me.id} />
          </Box>
        ) : null}
        {tab === "versions" ? <FileVersions file={file} abilities={abilities} /> : null}
        {tab === "comments" ? <FileComments file={file} abilities={abilities} /> : null}
      </Box>
    </Box>
  );
}
