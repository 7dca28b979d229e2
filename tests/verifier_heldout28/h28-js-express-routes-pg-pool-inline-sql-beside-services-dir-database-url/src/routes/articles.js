const { Router } = require('express');
const pool = require('../db/pool');
const auth = require('./auth');
const { makeSlug } = require('../services/slugService');
const { toArticle } = require('../models/article');

const router = Router();

const SELECT_ARTICLES = `
  SELECT a.*, u.username AS author_username, u.bio AS author_bio, u.image AS author_image,
         (SELECT COUNT(*) FROM favorites f WHERE f.article_id = a.id) AS favorites_count,
         EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = $1) AS favorited
  FROM articles a JOIN users u ON u.id = a.author_id`;

async function tagsFor(articleId) {
  const { rows } = await pool.query(
    'SELECT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id WHERE at.article_id = $1 ORDER BY t.name',
    [articleId],
  );
  return rows.map((r) => r.name);
}

router.get('/articles', auth.optional, async (req, res, next) => {
  try {
    const limit = Number(req.query.limit) || 20;
    const offset = Number(req.query.offset) || 0;
    const viewer = req.user ? req.user.id : null;
    const { rows } = await pool.query(
      `${SELECT_ARTICLES} ORDER BY a.created_at DESC LIMIT $2 OFFSET $3`,
      [viewer, limit, offset],
    );
    const count = await pool.query('SELECT COUNT(*)::int AS n FROM articles');
    const articles = [];
    for (const row of rows) articles.push(toArticle(row, await tagsFor(row.id)));
    res.json({ articles, articlesCount: count.rows[0].n });
  } catch (e) { next(e); }
});

router.get('/articles/:slug', auth.optional, async (req, res, next) => {
  try {
    const viewer = req.user ? req.user.id : null;
    const { rows } = await pool.query(`${SELECT_ARTICLES} WHERE a.slug = $2`, [viewer, req.params.slug]);
    if (!rows[0]) return res.status(404).json({ errors: { body: ['article not found'] } });
    return res.json({ article: toArticle(rows[0], await tagsFor(rows[0].id)) });
  } catch (e) { return next(e); }
});

router.post('/articles', auth.required, async (req, res, next) => {
  try {
    const { title, description, body, tagList = [] } = req.body.article || {};
    const slug = makeSlug(title);
    const inserted = await pool.query(
      'INSERT INTO articles (slug, title, description, body, author_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [slug, title, description, body, req.user.id],
    );
    for (const name of tagList) {
      const tag = await pool.query(
        'INSERT INTO tags (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id',
        [name],
      );
      await pool.query('INSERT INTO article_tags (article_id, tag_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [inserted.rows[0].id, tag.rows[0].id]);
    }
    const { rows } = await pool.query(`${SELECT_ARTICLES} WHERE a.slug = $2`, [req.user.id, slug]);
    res.status(201).json({ article: toArticle(rows[0], tagList.slice().sort()) });
  } catch (e) { next(e); }
});

module.exports = router;
