import { sql } from '../db/sql.js';
import { Article } from '../models/article.js';

export async function insertArticle(a) {
  const [row] = await sql`
    INSERT INTO articles (slug, title, description, body, tag_list, author_id)
    VALUES (${a.slug}, ${a.title}, ${a.description}, ${a.body}, ${a.tagList}, ${a.authorId})
    RETURNING *`;
  return new Article(row);
}

export async function findArticleBySlug(slug) {
  const [row] = await sql`SELECT * FROM articles WHERE slug = ${slug}`;
  return row ? new Article(row) : null;
}

export async function listArticles({ limit, offset }) {
  const rows = await sql`SELECT * FROM articles ORDER BY created_at DESC LIMIT ${limit} OFFSET ${offset}`;
  const [{ count }] = await sql`SELECT count(*)::int AS count FROM articles`;
  return { articles: rows.map((r) => new Article(r)), count };
}

export async function allTags() {
  const rows = await sql`SELECT DISTINCT unnest(tag_list) AS tag FROM articles ORDER BY tag`;
  return rows.map((r) => r.tag);
}
