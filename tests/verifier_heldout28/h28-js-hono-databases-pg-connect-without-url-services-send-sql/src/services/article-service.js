import { db, sql } from '../db/index.js';
import { articleFromRow } from '../models/article.js';

const SELECT = sql`
  SELECT a.*, u.username, u.bio, u.image
  FROM articles a JOIN users u ON u.id = a.author_id`;

export async function list({ tag, limit = 20, offset = 0 }) {
  const filter = tag ? sql`WHERE ${tag} = ANY(a.tag_list)` : sql``;
  const rows = await db.query(sql`${SELECT} ${filter} ORDER BY a.created_at DESC LIMIT ${Number(limit)} OFFSET ${Number(offset)}`);
  const [{ count }] = await db.query(sql`SELECT COUNT(*)::int AS count FROM articles a ${filter}`);
  return { articles: rows.map(articleFromRow), articlesCount: count };
}

export async function create(authorId, { title, description, body, tagList = [] }) {
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  await db.query(sql`
    INSERT INTO articles (slug, title, description, body, tag_list, author_id)
    VALUES (${slug}, ${title}, ${description}, ${body}, ${tagList}, ${authorId})
  `);
  const [row] = await db.query(sql`${SELECT} WHERE a.slug = ${slug}`);
  return articleFromRow(row);
}

export async function tags() {
  const rows = await db.query(sql`SELECT DISTINCT unnest(tag_list) AS tag FROM articles ORDER BY tag`);
  return rows.map((r) => r.tag);
}
