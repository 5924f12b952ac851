import type { CustomField, CustomFieldBody } from "@bearish/shared/workspaces/custom-fields";
import type { WorkspaceCreateBody } from "@bearish/shared/workspaces/workspace";
import type { ItemType } from "@bearish/shared/workspaces/workspace-items";
import type { GrantableRole } from "@bearish/shared/workspaces/workspace-rules";
import { findUserByEmail } from "../features/users/users.repository";
import { addItem, changeWhiteboard, createDocument } from "../features/workspaces/items.service";
import { addWorkspaceMember } from "../features/workspaces/members.service";
import { changePage, createPage, getWiki } from "../features/workspaces/wikis.service";
import { createContent, createCustomField } from "../features/workspaces/workspace-settings.service";
import { createWorkspace, setArchived, setPinned } from "../features/workspaces/workspaces.service";
import type { AppContext } from "../platform/context";
import type { SessionActor } from "../platform/session.repository";
import { architectureScene, launchPlanHtml } from "./demo-pages";

interface DemoWorkspace {
  owner: string;
  fields: Partial<WorkspaceCreateBody> & { name: string };
  members: [email: string, role: GrantableRole][];
  items: [name: string, type: ItemType][];
  documents?: { title: string; content: string; password?: string }[];
  wikiPages?: { title: string; content: string; children?: { title: string; content: string }[] }[];
  customFields?: CustomFieldBody[];
  /** A drawing for the workspace's first whiteboard. */
  scene?: ReturnType<typeof architectureScene>;
  content?: { type: string; data: unknown }[];
  pinnedBy?: string[];
  archived?: boolean;
}

const WORKSPACES: DemoWorkspace[] = [
  {
    owner: "grace@bearish.demo",
    fields: {
      name: "Apollo Launch",
      key: "APOLLO",
      description: "Everything for the Apollo release: sprints, the launch checklist and the runbook.",
      website: "https://bearish.example/apollo",
      tags: ["engineering", "launch", "q3"],
      columns: 2,
    },
    members: [
      ["alan@bearish.demo", "EDITOR"],
      ["katherine@bearish.demo", "EDITOR"],
      ["dieter@bearish.demo", "COMMENTER"],
      ["mary@bearish.demo", "VIEWER"],
      ["guest@bearish.demo", "VIEWER"],
    ],
    items: [
      ["Sprint board", "Board"],
      ["Backlog", "List"],
      ["Launch checklist", "Checklist"],
      ["Architecture sketch", "Whiteboard"],
      ["Engineering handbook", "Wiki"],
    ],
    documents: [
      {
        title: "Launch plan",
        content: launchPlanHtml(),
      },
    ],
    wikiPages: [
      {
        title: "Getting started",
        content: "<p>Clone the repository, run <code>npm ci</code> and <code>npm start</code>.</p>",
        children: [{ title: "Local database", content: "<p>PGlite runs in process; nothing to install.</p>" }],
      },
      { title: "Code review", content: "<p>Every change gets one approving review.</p>" },
    ],
    customFields: [
      {
        type: "SINGLE_SELECT",
        name: "Priority",
        options: {
          options: [
            { value: "Urgent", color: "#e53935" },
            { value: "High", color: "#fb8c00" },
            { value: "Medium", color: "#fdd835" },
            { value: "Low", color: "#43a047" },
          ],
        },
      },
      { type: "NUMBER", name: "Estimate (days)", options: { decimals: 1 } },
      { type: "MONEY", name: "Budget", options: { currency: "USD" } },
      { type: "PROGRESS", name: "Progress", options: { mode: "auto" } },
    ],
    content: [
      { type: "heading", data: { level: 1, text: "Apollo" } },
      { type: "paragraph", data: { text: "Start with the launch plan, then the sprint board." } },
    ],
    scene: architectureScene(),
    pinnedBy: ["grace@bearish.demo", "alan@bearish.demo"],
  },
  {
    owner: "dieter@bearish.demo",
    fields: {
      name: "Brand Refresh",
      key: "BRAND",
      description: "New logo, colours and type for the autumn campaign.",
      tags: ["design", "marketing"],
      project_type: "KANBAN",
      generalAccess: "anyone_with_link",
    },
    members: [
      ["alan@bearish.demo", "EDITOR"],
      ["mary@bearish.demo", "COMMENTER"],
      ["katherine@bearish.demo", "VIEWER"],
    ],
    items: [
      ["Design tasks", "Board"],
      ["Moodboard", "Whiteboard"],
      ["Design system", "Wiki"],
    ],
    documents: [
      {
        title: "Brand guidelines",
        content: "<h2>Colours</h2><p>Bearish brown <em>#6D4C41</em>, honey <em>#FFB300</em>.</p>",
      },
    ],
    customFields: [{ type: "RATING", name: "Appeal", options: { max: 5 } }],
    pinnedBy: ["dieter@bearish.demo"],
  },
  {
    owner: "mary@bearish.demo",
    fields: {
      name: "Q3 Sales Pipeline",
      key: "SALES",
      description: "Leads, deals and pricing for the third quarter.",
      tags: ["sales"],
      visibility: "PRIVATE",
    },
    members: [
      ["grace@bearish.demo", "EDITOR"],
      ["peter@bearish.demo", "VIEWER"],
    ],
    items: [
      ["Leads", "List"],
      ["Deal desk checklist", "Checklist"],
    ],
    documents: [
      {
        title: "Pricing notes",
        content: "<p>Enterprise discount up to 20% with a two-year term.</p>",
        password: "Pricing-2024",
      },
    ],
    customFields: [
      { type: "MONEY", name: "Deal size", options: { currency: "EUR" } },
      { type: "PERCENTAGE", name: "Win chance", options: { decimals: 0 } },
    ],
  },
  {
    owner: "alan@bearish.demo",
    fields: { name: "Research Notes", key: "RND", description: "Last year's experiments, kept for reference." },
    members: [["katherine@bearish.demo", "COMMENTER"]],
    items: [["Experiments", "Wiki"]],
    documents: [{ title: "Findings 2023", content: "<p>Caching the feed cut p95 latency by 40%.</p>" }],
    archived: true,
  },
];

/**
 * Seeds demo workspaces through the services (so activity, search and defaults are as real as
 * any user's): owners in several roles, members in every share role, items of every type,
 * wiki pages, tags, custom fields, pins and an archived workspace. Returns what it made, for the task seed.
 */
/** What the task seed builds on: each workspace with its owner, members and boards, lists and checklists. */
export interface SeededWorkspace {
  id: string;
  name: string;
  owner: SessionActor;
  members: { actor: SessionActor; role: GrantableRole }[];
  components: { id: string; name: string; type: ItemType }[];
  customFields: CustomField[];
  archived: boolean;
}

export async function seedWorkspaces(ctx: AppContext): Promise<SeededWorkspace[]> {
  const seeded: SeededWorkspace[] = [];
  const actors = new Map<string, SessionActor>();
  const actorOf = async (email: string): Promise<SessionActor> => {
    const known = actors.get(email);
    if (known) return known;
    const user = await findUserByEmail(ctx.db, email);
    if (!user) throw new Error(`demo person ${email} is missing`);
    const actor = { userId: user.id, role: user.role, sessionId: "demo-seed" };
    actors.set(email, actor);
    return actor;
  };

  for (const demo of WORKSPACES) {
    const owner = await actorOf(demo.owner);
    const workspace = await createWorkspace(
      ctx,
      owner,
      {
        description: null,
        website: null,
        key: null,
        visibility: "PUBLIC",
        project_type: "SCRUM",
        columns: 1,
        generalAccess: "restricted",
        tags: [],
        ...demo.fields,
      },
      null,
    );
    const members: SeededWorkspace["members"] = [];
    for (const [email, role] of demo.members) {
      const member = await actorOf(email);
      await addWorkspaceMember(ctx, owner, workspace.id, { userId: member.userId, role });
      members.push({ actor: member, role });
    }
    const customFields: CustomField[] = [];
    for (const field of demo.customFields ?? [])
      customFields.push(await createCustomField(ctx, owner, workspace.id, field));
    for (const block of demo.content ?? []) await createContent(ctx, owner, workspace.id, block);
    const added = [];
    for (const [name, type] of demo.items) added.push(await addItem(ctx, owner, workspace.id, { name, type }));
    for (const doc of demo.documents ?? []) {
      await createDocument(ctx, owner, workspace.id, {
        title: doc.title,
        content: doc.content,
        // A password belongs to the public link: such a document is published behind it.
        isPublic: Boolean(doc.password),
        ...(doc.password ? { password: doc.password } : {}),
      });
    }
    const whiteboard = added.find((item) => item.type === "Whiteboard");
    if (whiteboard && demo.scene) {
      await changeWhiteboard(ctx, owner, workspace.id, whiteboard.id, {
        content: JSON.parse(JSON.stringify(demo.scene)),
      });
    }
    const wiki = added.find((item) => item.type === "Wiki");
    if (wiki && demo.wikiPages) {
      for (const page of demo.wikiPages) {
        const parent = await createPage(ctx, owner, workspace.id, wiki.id, {
          title: page.title,
          content: page.content,
        });
        for (const child of page.children ?? []) {
          await createPage(ctx, owner, workspace.id, wiki.id, { ...child, parentPageId: parent.id });
        }
      }
      const details = await getWiki(ctx, owner, workspace.id, wiki.id);
      if (details.homePageId) {
        await changePage(ctx, owner, workspace.id, wiki.id, details.homePageId, {
          title: wiki.name,
          content: `<p>Welcome to the ${wiki.name}. Pick a page on the left.</p>`,
        });
      }
    }
    for (const email of demo.pinnedBy ?? []) await setPinned(ctx, await actorOf(email), workspace.id, true);
    if (demo.archived) await setArchived(ctx, owner, workspace.id, true);
    seeded.push({
      id: workspace.id,
      name: workspace.name,
      owner,
      members,
      components: added.filter((item) => item.type === "Board" || item.type === "List" || item.type === "Checklist"),
      customFields,
      archived: demo.archived ?? false,
    });
  }
  return seeded;
}
