import { isWithinPath, pathPrefix, pathSegments, ROOT_DIRECTORY } from "@bearish/shared/cloud-storage/cloud-paths";
import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { dropHighlight, useMoveDropTarget } from "./use-move-drop-target";

interface CrumbProps {
  label: string;
  path: string;
  current: boolean;
  /** False above a shared drive's first shared folder: shown, not reachable. */
  reachable: boolean;
  dropEnabled: boolean;
  onOpen: (path: string) => void;
}

function Crumb({ label, path, current, reachable, dropEnabled, onOpen }: CrumbProps) {
  const { t } = useTranslation();
  const { over, handlers } = useMoveDropTarget(path, dropEnabled && reachable);
  if (!reachable) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 0.75 }}>
        {label}
      </Typography>
    );
  }
  return (
    <ButtonBase
      {...handlers}
      onClick={() => onOpen(path)}
      aria-current={current ? "page" : undefined}
      title={over ? t("cloudStorage.move.dropTarget", { folder: label }) : undefined}
      data-drop-over={over ? "true" : undefined}
      sx={{
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        typography: "body2",
        fontWeight: current ? 700 : 400,
        color: current ? "text.primary" : "primary.main",
        "&:hover": { bgcolor: "action.hover" },
        "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.main" },
        ...dropHighlight(over),
      }}
    >
      {label}
    </ButtonBase>
  );
}

/**
 * The folder path from `/` (spec §4): each crumb jumps back to its folder and takes dropped files and
 * folders. In someone else's drive the crumbs above the shared folder (`root`) are not links.
 */
export function CloudBreadcrumbs({
  path,
  root = ROOT_DIRECTORY,
  shared,
  dropEnabled,
  onOpen,
}: {
  path: string;
  root?: string;
  shared: boolean;
  dropEnabled: boolean;
  onOpen: (path: string) => void;
}) {
  const { t } = useTranslation();
  const segments = pathSegments(path);
  const reachable = (crumbPath: string) => !shared || (root !== ROOT_DIRECTORY && isWithinPath(crumbPath, root));
  const crumbs = [
    {
      label: shared ? t("cloudStorage.breadcrumbs.sharedRoot") : t("cloudStorage.breadcrumbs.root"),
      path: ROOT_DIRECTORY,
    },
    ...segments.map((segment, index) => ({ label: segment, path: pathPrefix(path, index + 1) })),
  ];
  return (
    <Breadcrumbs
      aria-label={t("cloudStorage.breadcrumbs.label")}
      separator={
        <NavigateNextIcon
          fontSize="small"
          sx={{ transform: (theme) => (theme.direction === "rtl" ? "scaleX(-1)" : "none") }}
        />
      }
      sx={{ mb: 2, "& .MuiBreadcrumbs-li": { minWidth: 0 } }}
    >
      {crumbs.map((crumb, index) => (
        <Crumb
          key={crumb.path}
          label={crumb.label}
          path={crumb.path}
          current={index === crumbs.length - 1}
          reachable={reachable(crumb.path)}
          dropEnabled={dropEnabled}
          onOpen={onOpen}
        />
      ))}
    </Breadcrumbs>
  );
}
