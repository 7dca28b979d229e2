const pool = require('../config/db');

exports.list = async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const { rows } = await pool.query(
    `SELECT a.*, u.username, u.bio, u.image,
            (SELECT COUNT(*) FROM favorites f WHERE f.article_id = a.id)::int AS favorites_count
       FROM articles a JOIN users u ON u.id = a.author_id
      ORDER BY a.created_at DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  const { rows: [{ count }] } = await pool.query('SELECT COUNT(*)::int AS count FROM articles');
  res.json({ articles: rows, articlesCount: count });
};

exports.favorite = async (req, res) => {
  const { rows } = await pool.query('SELECT id FROM articles WHERE slug = $1', [req.params.slug]);
  if (!rows.length) return res.status(404).json({ errors: { body: ['article not found'] } });
  await pool.query('INSERT INTO favorites (user_id, article_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [req.user.id, rows[0].id]);
  res.json({ article: { slug: req.params.slug, favorited: true } });
};

exports.unfavorite = async (req, res) => {
  await pool.query(
    'DELETE FROM favorites WHERE user_id = $1 AND article_id = (SELECT id FROM articles WHERE slug = $2)',
    [req.user.id, req.params.slug],
  );
  res.json({ article: { slug: req.params.slug, favorited: false } });
};
