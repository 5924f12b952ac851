import Box from "@mui/material/Box";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "../../../lib/ui/page-loader";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { WorkspaceRail } from "../components/workspace-rail";
import { useWorkspaceAccessEvents } from "../hooks/use-workspace-realtime";

/** The workspace area: the rail beside the page, and the person's access events while they are here. */
export function WorkspaceLayout() {
  const me = useCurrentUser();
  useWorkspaceAccessEvents(me.id);
  return (
    <Box sx={{ display: "flex", flexDirection: { xs: "column", md: "row" }, gap: 3 }}>
      <WorkspaceRail />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
