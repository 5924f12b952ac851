import type { UserWithExpansions } from "@bearish/shared/users/users-api";
import type { CustomField, CustomFieldBody } from "@bearish/shared/workspaces/custom-fields";
import type { GeneralAccess, Workspace } from "@bearish/shared/workspaces/workspace";
import type { Activity, WorkspaceAnalytics } from "@bearish/shared/workspaces/workspace-activity";
import type {
  AddedItem,
  Component,
  ItemType,
  Whiteboard,
  Wiki,
  WikiPage,
  WorkspaceDocument,
  WorkspaceItems,
} from "@bearish/shared/workspaces/workspace-items";
import type { MemberChange, WorkspaceMember, WorkspaceMembersPage } from "@bearish/shared/workspaces/workspace-members";
import type { GrantableRole, ShareRole } from "@bearish/shared/workspaces/workspace-rules";
import { http } from "../../lib/http";

const id = (value: string) => encodeURIComponent(value);

/** The workspace sidebar asks for 100 at once (spec §9). */
export const WORKSPACE_SIDEBAR_LIMIT = 100;

export const listWorkspaces = (signal?: AbortSignal) =>
  http.get<Workspace[]>("/workspace", { query: { page: 1, limit: WORKSPACE_SIDEBAR_LIMIT }, signal });
export const listArchivedWorkspaces = (signal?: AbortSignal) =>
  http.get<Workspace[]>("/workspace/archived", { query: { page: 1, limit: WORKSPACE_SIDEBAR_LIMIT }, signal });
export const fetchWorkspace = (workspaceId: string, signal?: AbortSignal) =>
  http.get<Workspace>(`/workspace/${id(workspaceId)}`, { signal });

/** Create and update send multipart so a cover image can travel with the fields. */
export const createWorkspace = (form: FormData) => http.post<Workspace>("/workspace", form);
export const updateWorkspace = (workspaceId: string, form: FormData) =>
  http.put<Workspace>(`/workspace/${id(workspaceId)}`, form);
export const deleteWorkspace = (workspaceId: string) => http.delete<{ id: string }>(`/workspace/${id(workspaceId)}`);
export const archiveWorkspace = (workspaceId: string, archived: boolean) =>
  http.post<Workspace>(`/workspace/${id(workspaceId)}/${archived ? "archive" : "unarchive"}`);
export const setPinned = (workspaceId: string, pinned: boolean) =>
  pinned
    ? http.post<{ workspaceId: string; isPinned: boolean }>(`/workspace/${id(workspaceId)}/pin`)
    : http.delete<{ workspaceId: string; isPinned: boolean }>(`/workspace/${id(workspaceId)}/pin`);
export const setGeneralAccess = (workspaceId: string, generalAccess: GeneralAccess) =>
  http.put<Workspace>(`/workspace/${id(workspaceId)}/general-access`, { generalAccess });

export const listMembers = (workspaceId: string, signal?: AbortSignal) =>
  http.get<WorkspaceMembersPage>(`/members/${id(workspaceId)}/members`, { query: { page: 1, limit: 100 }, signal });
export const addMember = (workspaceId: string, userId: string, role: GrantableRole) =>
  http.post<WorkspaceMember>(`/members/${id(workspaceId)}/members`, { userId, role });
export const changeMemberRole = (workspaceId: string, memberId: string, role: ShareRole) =>
  http.put<MemberChange>(`/members/${id(workspaceId)}/member/${id(memberId)}`, { role });

export const searchPeople = (search: string, signal?: AbortSignal) =>
  http.get<UserWithExpansions[]>("/user/auth/all-users", { query: { page: 1, limit: 10, search }, signal });

export const listItems = (workspaceId: string, signal?: AbortSignal) =>
  http.get<WorkspaceItems>(`/workspace/${id(workspaceId)}/items`, { query: { page: 1, limit: 100 }, signal });
export const addItem = (workspaceId: string, name: string, type: ItemType) =>
  http.post<AddedItem>(`/workspace/${id(workspaceId)}`, { name, type });

export const fetchComponent = (workspaceId: string, componentId: string, signal?: AbortSignal) =>
  http.get<Component>(`/component/${id(workspaceId)}/component/${id(componentId)}`, { signal });
export const fetchWhiteboard = (workspaceId: string, whiteboardId: string, signal?: AbortSignal) =>
  http.get<Whiteboard>(`/whiteboard/${id(workspaceId)}/whiteboard/${id(whiteboardId)}`, { signal });
export const fetchDocument = (workspaceId: string, docId: string, signal?: AbortSignal) =>
  http.get<WorkspaceDocument>(`/document/${id(workspaceId)}/document/${id(docId)}`, { signal });
export const updateDocument = (
  workspaceId: string,
  docId: string,
  body: { title: string; content: string; version: number },
) => http.put<WorkspaceDocument>(`/document/${id(workspaceId)}/document/${id(docId)}`, body);
export const fetchWiki = (workspaceId: string, wikiId: string, signal?: AbortSignal) =>
  http.get<Wiki>(`/wiki/${id(workspaceId)}/${id(wikiId)}`, { signal });
export const fetchWikiPage = (workspaceId: string, wikiId: string, pageId: string, signal?: AbortSignal) =>
  http.get<WikiPage>(`/wiki/${id(workspaceId)}/${id(wikiId)}/page/${id(pageId)}`, { signal });
export const updateWikiPage = (
  workspaceId: string,
  wikiId: string,
  pageId: string,
  body: { title: string; content: string; version: number },
) => http.put<WikiPage>(`/wiki/${id(workspaceId)}/${id(wikiId)}/page/${id(pageId)}`, body);

/** Where one item lives on the server, and the field that holds its name. */
function itemResource(workspaceId: string, type: ItemType, itemId: string): { path: string; nameField: string } {
  switch (type) {
    case "Board":
    case "List":
    case "Checklist":
      return { path: `/component/${id(workspaceId)}/component/${id(itemId)}`, nameField: "name" };
    case "Whiteboard":
      return { path: `/whiteboard/${id(workspaceId)}/whiteboard/${id(itemId)}`, nameField: "title" };
    case "Document":
      return { path: `/document/${id(workspaceId)}/document/${id(itemId)}`, nameField: "title" };
    case "Wiki":
      return { path: `/wiki/${id(workspaceId)}/${id(itemId)}`, nameField: "name" };
  }
}
export const renameItem = (workspaceId: string, type: ItemType, itemId: string, name: string) => {
  const { path, nameField } = itemResource(workspaceId, type, itemId);
  return http.put<unknown>(path, { [nameField]: name });
};
export const deleteItem = (workspaceId: string, type: ItemType, itemId: string) =>
  http.delete<unknown>(itemResource(workspaceId, type, itemId).path);

/** New pages take the server's default title ("New Document"). */
export const createWikiPage = (workspaceId: string, wikiId: string, body: { title?: string; parentPageId?: string }) =>
  http.post<WikiPage>(`/wiki/${id(workspaceId)}/wiki/${id(wikiId)}/page`, body);
export const deleteWikiPage = (workspaceId: string, wikiId: string, pageId: string) =>
  http.delete<WikiPage>(`/wiki/${id(workspaceId)}/${id(wikiId)}/page/${id(pageId)}`);

/** The workspace's activity, newest first; the answer's `meta.hasMore` says whether another page exists. */
export const ACTIVITY_PAGE_SIZE = 20;
export const listActivity = (workspaceId: string, page: number, signal?: AbortSignal) =>
  http.get<Activity[]>(`/workspace/${id(workspaceId)}/activity`, {
    query: { page, limit: ACTIVITY_PAGE_SIZE },
    signal,
  });

export const fetchAnalytics = (workspaceId: string, signal?: AbortSignal) =>
  http.get<WorkspaceAnalytics>(`/workspace/${id(workspaceId)}/analytics`, { signal });
export const saveTags = (workspaceId: string, tags: string[]) =>
  http.post<Workspace>(`/workspace/${id(workspaceId)}/tags`, { tags });
export const createCustomField = (workspaceId: string, body: CustomFieldBody) =>
  http.post<CustomField>(`/workspace/${id(workspaceId)}/custom-fields`, body);
export const updateCustomField = (workspaceId: string, fieldId: string, body: CustomFieldBody) =>
  http.put<CustomField>(`/workspace/${id(workspaceId)}/custom-fields/${id(fieldId)}`, body);
export const deleteCustomField = (workspaceId: string, fieldId: string) =>
  http.delete<CustomField>(`/workspace/${id(workspaceId)}/custom-fields/${id(fieldId)}`);
