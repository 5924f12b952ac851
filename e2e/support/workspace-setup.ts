import { type APIRequestContext, expect } from "@playwright/test";
import type { Account } from "./accounts";

/** Sends JSON as `account` and answers the envelope's data (expects `status`). */
export async function api<T>(
  request: APIRequestContext,
  account: Account,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  data?: unknown,
  status = method === "POST" ? 201 : 200,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${account.token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

export type ItemType = "Document" | "Wiki" | "Whiteboard";

/** A workspace owned by `owner` with the given people as members (role per person). */
export async function workspaceWith(
  request: APIRequestContext,
  owner: Account,
  members: { account: Account; role: "EDITOR" | "VIEWER" | "COMMENTER" }[],
): Promise<{ id: string; base: string }> {
  const workspace = await api<{ id: string }>(request, owner, "POST", "/api/workspace", {
    name: `Pages ${Date.now()}`,
  });
  for (const member of members) {
    await api(request, owner, "POST", `/api/members/${workspace.id}/members`, {
      userId: member.account.id,
      role: member.role,
    });
  }
  return { id: workspace.id, base: `/en/workspace/bearish/${workspace.id}` };
}

/** Creates an item (document, wiki, whiteboard) in the workspace and answers its id. */
export async function createItem(
  request: APIRequestContext,
  owner: Account,
  workspaceId: string,
  type: ItemType,
  name: string,
): Promise<string> {
  const item = await api<{ id: string }>(request, owner, "POST", `/api/workspace/${workspaceId}`, { name, type });
  return item.id;
}
