import { pool } from './pool.js';
import { Article } from '../records/article.js';

const SELECT = `
  SELECT a.*, COUNT(f.user_id) AS favorites_count,
         BOOL_OR(f.user_id = $1) AS favorited
    FROM articles a
    LEFT JOIN favorites f ON f.article_id = a.id`;

export async function listArticles({ viewerId, tag, limit, offset }) {
  const params = [viewerId ?? 0, limit, offset];
  let where = '';
  if (tag) {
    params.push(tag);
    where = `WHERE $${params.length} = ANY(a.tag_list)`;
  }
  const { rows } = await pool.query(
    `${SELECT} ${where} GROUP BY a.id ORDER BY a.created_at DESC LIMIT $2 OFFSET $3`,
    params,
  );
  const count = tag
    ? await pool.query('SELECT COUNT(*)::int AS n FROM articles WHERE $1 = ANY(tag_list)', [tag])
    : await pool.query('SELECT COUNT(*)::int AS n FROM articles');
  return { articles: rows.map((r) => new Article(r)), count: count.rows[0].n };
}

export async function insertArticle({ slug, title, description, body, tagList, authorId }) {
  const { rows } = await pool.query(
    `INSERT INTO articles (slug, title, description, body, tag_list, author_id)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [slug, title, description, body, tagList, authorId],
  );
  return new Article(rows[0]);
}

export async function distinctTags() {
  const { rows } = await pool.query('SELECT DISTINCT unnest(tag_list) AS tag FROM articles ORDER BY 1');
  return rows.map((r) => r.tag);
}
