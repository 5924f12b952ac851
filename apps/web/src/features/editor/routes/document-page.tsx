import { useParams } from "react-router";
import { PageEditor } from "../components/page-editor";

/** `.../doc/{id}`: a document. */
export function DocumentPage() {
  const { workspaceId = "", itemId = "" } = useParams();
  return <PageEditor key={itemId} target={{ kind: "document", workspaceId, targetId: itemId }} />;
}
