import { pool } from '../db/pool.js';

export default async function articles(app) {
  app.get('/articles', async (req) => {
    const limit = Number(req.query.limit ?? 20);
    const offset = Number(req.query.offset ?? 0);
    const { rows } = await pool.query(
      `SELECT a.*, u.username, u.bio, u.image, COUNT(*) OVER () AS total
         FROM articles a JOIN users u ON u.id = a.author_id
        ORDER BY a.created_at DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return {
      articles: rows.map((r) => ({
        slug: r.slug, title: r.title, description: r.description, body: r.body, tagList: r.tag_list,
        createdAt: r.created_at, updatedAt: r.updated_at, favorited: false, favoritesCount: 0,
        author: { username: r.username, bio: r.bio, image: r.image, following: false },
      })),
      articlesCount: rows.length ? Number(rows[0].total) : 0,
    };
  });

  app.get('/tags', async () => {
    const { rows } = await pool.query('SELECT DISTINCT unnest(tag_list) AS tag FROM articles');
    return { tags: rows.map((r) => r.tag) };
  });
}
