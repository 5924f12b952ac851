import type { UserWithExpansions } from "@bearish/shared/users/users-api";
import type { CustomField, CustomFieldBody } from "@bearish/shared/workspaces/custom-fields";
import type { GeneralAccess, Workspace } from "@bearish/shared/workspaces/workspace";
import type { WorkspaceAnalytics } from "@bearish/shared/workspaces/workspace-activity";
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
