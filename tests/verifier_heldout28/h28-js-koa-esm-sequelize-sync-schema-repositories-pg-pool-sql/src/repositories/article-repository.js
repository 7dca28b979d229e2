import { pool } from '../infra/database.js';
import { toArticle } from '../models/index.js';

const SELECT = `
  SELECT a.*, u.username AS author_username, u.bio AS author_bio, u.image AS author_image
    FROM articles a JOIN users u ON u.id = a.author_id`;

export async function findArticles({ tag, limit, offset }) {
  const params = [limit, offset];
  let where = '';
  if (tag) {
    params.push(tag);
    where = 'WHERE $3 = ANY(a.tag_list)';
  }
  const { rows } = await pool.query(`${SELECT} ${where} ORDER BY a.created_at DESC LIMIT $1 OFFSET $2`, params);
  const count = await pool.query(`SELECT COUNT(*)::int AS n FROM articles a ${where.replace('$3', '$1')}`, tag ? [tag] : []);
  return { rows: rows.map(toArticle), count: count.rows[0].n };
}

export async function findArticleBySlug(slug) {
  const { rows } = await pool.query(`${SELECT} WHERE a.slug = $1`, [slug]);
  return rows[0] ? toArticle(rows[0]) : null;
}

export async function insertArticle({ slug, title, description, body, tagList, authorId }) {
  await pool.query(
    `INSERT INTO articles (slug, title, description, body, tag_list, author_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now(), now())`,
    [slug, title, description, body, tagList, authorId],
  );
  return findArticleBySlug(slug);
}
