import { pathPrefix, pathSegments } from "@bearish/shared/cloud-storage/cloud-paths";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** The folder path from `/` (my drive): each crumb but the last jumps back to its folder (spec §4). */
export function PickerBreadcrumbs({ path, onJump }: { path: string; onJump: (path: string) => void }) {
  const { t } = useTranslation();
  const crumbs = [t("cloudDetails.picker.myDrive"), ...pathSegments(path)];
  return (
    <Breadcrumbs aria-label={t("cloudDetails.picker.breadcrumb")} maxItems={5} sx={{ "& ol": { flexWrap: "nowrap" } }}>
      {crumbs.map((label, index) => {
        const key = pathPrefix(path, index);
        if (index === crumbs.length - 1) {
          return (
            <Typography key={key} variant="body2" color="text.primary" aria-current="location" noWrap>
              {label}
            </Typography>
          );
        }
        return (
          <Link
            key={key}
            component="button"
            type="button"
            variant="body2"
            underline="hover"
            color="inherit"
            onClick={() => onJump(key)}
            sx={{ maxWidth: 120, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
          >
            {label}
          </Link>
        );
      })}
    </Breadcrumbs>
  );
}
