import sql, { empty, join } from 'sql-template-tag';
import { query } from './db.js';
import { Article } from '../models/article.js';

export async function list({ tag, author, limit, offset }) {
  const filters = [];
  if (tag) filters.push(sql`${tag} = ANY(a.tag_list)`);
  if (author) filters.push(sql`u.username = ${author}`);
  const where = filters.length ? sql`WHERE ${join(filters, ' AND ')}` : empty;
  const rows = await query(sql`
    SELECT a.*, u.username, u.bio, u.image,
           (SELECT COUNT(*) FROM favorites f WHERE f.article_id = a.id)::int AS favorites_count,
           COUNT(*) OVER ()::int AS total
      FROM articles a JOIN users u ON u.id = a.author_id
      ${where}
     ORDER BY a.created_at DESC
     LIMIT ${limit} OFFSET ${offset}`);
  return { articles: rows.map(Article.fromRow), count: rows[0]?.total ?? 0 };
}

export async function insert(authorId, { slug, title, description, body, tagList }) {
  const [row] = await query(sql`
    INSERT INTO articles (slug, title, description, body, tag_list, author_id)
    VALUES (${slug}, ${title}, ${description}, ${body}, ${tagList}, ${authorId})
    RETURNING id`);
  const [full] = await query(sql`
    SELECT a.*, u.username, u.bio, u.image, 0 AS favorites_count
      FROM articles a JOIN users u ON u.id = a.author_id WHERE a.id = ${row.id}`);
  return Article.fromRow(full);
}

export async function allTags() {
  const rows = await query(sql`SELECT DISTINCT unnest(tag_list) AS tag FROM articles ORDER BY tag`);
  return rows.map((r) => r.tag);
}
