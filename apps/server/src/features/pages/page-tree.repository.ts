import { sql } from "drizzle-orm";
import { wikiPages } from "../../db/schema/workspace-items";
import { type Db, queryRows } from "../../platform/db/database";

/**
 * Moves a page and its whole subtree (deleted pages included, so the tree stays whole) from one
 * wiki to another, and puts the page under `parentPageId` at `order`. Answers the live pages moved.
 */
export async function moveSubtreeToWiki(
  db: Db,
  move: { pageId: string; fromWikiId: string; toWikiId: string; parentPageId: string | null; order: number },
  now: Date,
): Promise<string[]> {
  const at = now.toISOString();
  const rows = await queryRows<{ id: string; is_deleted: boolean }>(
    db,
    sql`with recursive tree(id) as (
          select ${move.pageId}::uuid
          union
          select p.id from ${wikiPages} p join tree t on p.parent_page_id = t.id
          where p.wiki_id = ${move.fromWikiId}::uuid
        )
        update ${wikiPages} set
          wiki_id = ${move.toWikiId}::uuid,
          parent_page_id = case when id = ${move.pageId}::uuid then ${move.parentPageId}::uuid else parent_page_id end,
          "order" = case when id = ${move.pageId}::uuid then ${move.order} else "order" end,
          updated_at = ${at}::timestamptz
        where id in (select id from tree)
        returning id, is_deleted`,
  );
  return rows.filter((r) => !r.is_deleted).map((r) => r.id);
}

/**
 * Puts a page under `parentPageId` (null: the top level) at `index` among its live siblings there,
 * renumbering the siblings' `order` 0, 1, 2... in one statement (only rows whose order changes are
 * written). An index past the end appends.
 */
export async function placePageInTree(
  db: Db,
  place: { wikiId: string; pageId: string; parentPageId: string | null; index: number },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await queryRows(
    db,
    sql`with siblings as (
          select id, (row_number() over (order by "order", created_at, id) - 1)::int as pos
          from ${wikiPages}
          where wiki_id = ${place.wikiId}::uuid and is_deleted = false and id <> ${place.pageId}::uuid
            and parent_page_id is not distinct from ${place.parentPageId}::uuid
        ),
        placed as (
          select id, case when pos < ${place.index} then pos else pos + 1 end as new_order from siblings
          union all
          select ${place.pageId}::uuid, least(${place.index}, (select count(*) from siblings))::int
        )
        update ${wikiPages} w set
          "order" = placed.new_order,
          parent_page_id = case when w.id = ${place.pageId}::uuid then ${place.parentPageId}::uuid else w.parent_page_id end,
          updated_at = case when w.id = ${place.pageId}::uuid then ${at}::timestamptz else w.updated_at end
        from placed
        where w.id = placed.id and (w."order" <> placed.new_order or w.id = ${place.pageId}::uuid)
        returning w.id`,
  );
}
