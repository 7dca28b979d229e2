'use strict';
const express = require('express');
const { query, pool } = require('../db');
const { requireAuth, optionalAuth } = require('../auth');

const router = express.Router();

const slugify = (title) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;

async function loadArticle(slug, viewerId) {
  const { rows } = await query(
    `SELECT a.*, u.username, u.bio, u.image,
            COALESCE(array_agg(t.tag ORDER BY t.tag) FILTER (WHERE t.tag IS NOT NULL), '{}') AS tag_list,
            (SELECT count(*)::int FROM favorites f WHERE f.article_id = a.id) AS favorites_count,
            EXISTS (SELECT 1 FROM favorites f WHERE f.article_id = a.id AND f.user_id = $2) AS favorited,
            EXISTS (SELECT 1 FROM follows fo WHERE fo.followed_id = u.id AND fo.follower_id = $2) AS following
       FROM articles a
       JOIN users u ON u.id = a.author_id
       LEFT JOIN article_tags t ON t.article_id = a.id
      WHERE a.slug = $1
      GROUP BY a.id, u.id`,
    [slug, viewerId || 0],
  );
  return rows[0];
}

const present = (r) => ({
  slug: r.slug,
  title: r.title,
  description: r.description,
  body: r.body,
  tagList: r.tag_list,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  favorited: r.favorited,
  favoritesCount: r.favorites_count,
  author: { username: r.username, bio: r.bio, image: r.image, following: r.following },
});

router.post('/articles', requireAuth, async (req, res, next) => {
  const client = await pool.connect();
  try {
    const { title, description, body, tagList = [] } = (req.body && req.body.article) || {};
    if (!title || !description || !body) {
      return res.status(422).json({ errors: { body: ['title, description and body are required'] } });
    }
    await client.query('BEGIN');
    const { rows } = await client.query(
      'INSERT INTO articles (slug, title, description, body, author_id) VALUES ($1, $2, $3, $4, $5) RETURNING slug',
      [slugify(title), title, description, body, req.auth.id],
    );
    for (const tag of new Set(tagList)) {
      await client.query(
        'INSERT INTO article_tags (article_id, tag) SELECT id, $2 FROM articles WHERE slug = $1',
        [rows[0].slug, tag],
      );
    }
    await client.query('COMMIT');
    return res.status(201).json({ article: present(await loadArticle(rows[0].slug, req.auth.id)) });
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    return next(err);
  } finally {
    client.release();
  }
});

router.get('/articles/:slug', optionalAuth, async (req, res, next) => {
  try {
    const row = await loadArticle(req.params.slug, req.auth && req.auth.id);
    if (!row) return res.status(404).json({ errors: { body: ['article not found'] } });
    return res.json({ article: present(row) });
  } catch (err) { return next(err); }
});

module.exports = router;
