import { all, get, run } from '../db/connection.js';
import { Article } from '../models/Article.js';

async function hydrate(row) {
  if (!row) return null;
  const tags = await all('SELECT tag FROM article_tags WHERE article_id = ?', [row.id]);
  return new Article(row, tags.map((t) => t.tag));
}

export const articleRepository = {
  async findBySlug(slug) { return hydrate(await get('SELECT * FROM articles WHERE slug = ?', [slug])); },

  async list({ tag, authorId, favoritedBy, followerId, limit, offset }) {
    const where = [];
    const params = [];
    if (tag) { where.push('a.id IN (SELECT article_id FROM article_tags WHERE tag = ?)'); params.push(tag); }
    if (authorId) { where.push('a.author_id = ?'); params.push(authorId); }
    if (favoritedBy) { where.push('a.id IN (SELECT article_id FROM favorites WHERE user_id = ?)'); params.push(favoritedBy); }
    if (followerId) { where.push('a.author_id IN (SELECT followed_id FROM follows WHERE follower_id = ?)'); params.push(followerId); }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const { n } = await get(`SELECT COUNT(*) AS n FROM articles a ${clause}`, params);
    const rows = await all(`SELECT a.* FROM articles a ${clause} ORDER BY a.created_at DESC LIMIT ? OFFSET ?`, [...params, limit, offset]);
    return { articles: await Promise.all(rows.map(hydrate)), count: n };
  },

  async create({ slug, title, description, body, authorId, tagList }) {
    const now = new Date().toISOString();
    const { lastID } = await run(
      'INSERT INTO articles (slug, title, description, body, author_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [slug, title, description, body, authorId, now, now],
    );
    for (const tag of new Set(tagList)) await run('INSERT INTO article_tags (article_id, tag) VALUES (?, ?)', [lastID, tag]);
    return hydrate(await get('SELECT * FROM articles WHERE id = ?', [lastID]));
  },

  async remove(id) { await run('DELETE FROM articles WHERE id = ?', [id]); },

  async favoritesCount(articleId) {
    return (await get('SELECT COUNT(*) AS n FROM favorites WHERE article_id = ?', [articleId])).n;
  },
  async isFavorited(articleId, userId) {
    if (!userId) return false;
    return !!(await get('SELECT 1 AS x FROM favorites WHERE article_id = ? AND user_id = ?', [articleId, userId]));
  },
  async favorite(articleId, userId) { await run('INSERT OR IGNORE INTO favorites (user_id, article_id) VALUES (?, ?)', [userId, articleId]); },
  async unfavorite(articleId, userId) { await run('DELETE FROM favorites WHERE user_id = ? AND article_id = ?', [userId, articleId]); },
};
