import { query } from '../db/pool.js';
import { articleFromRow } from '../models/article.js';

const SELECT = `SELECT a.*, (SELECT COUNT(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count FROM articles a`;

export async function findBySlug(slug) {
  return articleFromRow((await query(`${SELECT} WHERE a.slug = $1`, [slug])).rows[0]);
}

export async function list({ tag, author, favorited, feedOf, limit, offset }) {
  const conds = [];
  const params = [];
  const p = (v) => { params.push(v); return `$${params.length}`; };
  if (tag) conds.push(`${p(tag)} = ANY(a.tag_list)`);
  if (author) conds.push(`a.author_id = (SELECT id FROM users WHERE username = ${p(author)})`);
  if (favorited) conds.push(`a.id IN (SELECT article_id FROM favorites WHERE user_id = (SELECT id FROM users WHERE username = ${p(favorited)}))`);
  if (feedOf) conds.push(`a.author_id IN (SELECT followee_id FROM follows WHERE follower_id = ${p(feedOf)})`);
  const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
  const count = Number((await query(`SELECT COUNT(*) AS n FROM articles a ${where}`, params)).rows[0].n);
  const { rows } = await query(`${SELECT} ${where} ORDER BY a.created_at DESC LIMIT ${p(limit)} OFFSET ${p(offset)}`, params);
  return { articles: rows.map(articleFromRow), count };
}

export async function insert({ slug, title, description, body, tagList, authorId }) {
  const { rows } = await query(
    'INSERT INTO articles (slug, title, description, body, tag_list, author_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING slug',
    [slug, title, description, body, tagList, authorId],
  );
  return findBySlug(rows[0].slug);
}

export async function remove(id) {
  await query('DELETE FROM articles WHERE id = $1', [id]);
}

export async function isFavorited(articleId, userId) {
  if (!userId) return false;
  return (await query('SELECT 1 FROM favorites WHERE article_id = $1 AND user_id = $2', [articleId, userId])).rowCount > 0;
}
export async function favorite(articleId, userId) {
  await query('INSERT INTO favorites (user_id, article_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, articleId]);
}
export async function unfavorite(articleId, userId) {
  await query('DELETE FROM favorites WHERE user_id = $1 AND article_id = $2', [userId, articleId]);
}
export async function tags() {
  return (await query('SELECT DISTINCT unnest(tag_list) AS tag FROM articles ORDER BY 1')).rows.map((r) => r.tag);
}
