import { CLOUD_NAMES, type CloudName, MY_DRIVE_ID, OWN_CLOUD } from "@bearish/shared/cloud-storage/cloud-paths";
import { Navigate, useParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { BearishDrive } from "../components/bearish-drive";
import { NotConnectedCloud } from "../components/not-connected-cloud";

function isCloudName(value: string | undefined): value is CloudName {
  return value !== undefined && (CLOUD_NAMES as readonly string[]).includes(value);
}

/** `/{locale}/cloud-storage/{cloud-name}/{storageId}` (spec §2): the product's own drive, or an outside cloud not connected yet. */
export function CloudStoragePage() {
  const { cloudName } = useParams();
  const to = useLocalePath();
  if (!isCloudName(cloudName)) return <Navigate to={to(`/cloud-storage/${OWN_CLOUD}/${MY_DRIVE_ID}`)} replace />;
  if (cloudName !== "bearish") return <NotConnectedCloud cloud={cloudName} />;
  return <BearishDrive />;
}
