const express = require('express');
const db = require('../db');
const { authenticate } = require('../auth');

const router = express.Router();

const toArticle = (row) => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  body: row.body,
  tagList: JSON.parse(row.tag_list),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  favorited: false,
  favoritesCount: 0,
  author: { username: row.username, bio: row.bio, image: row.image, following: false },
});

const SELECT = 'SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id';

router.get('/articles', authenticate(false), (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const rows = db.prepare(`${SELECT} ORDER BY a.created_at DESC LIMIT ? OFFSET ?`).all(limit, offset);
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM articles').get();
  res.json({ articles: rows.map(toArticle), articlesCount: n });
});

router.post('/articles', authenticate(true), (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article || {};
  const slug = `${String(title).toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}`;
  db.prepare('INSERT INTO articles (slug, title, description, body, tag_list, author_id) VALUES (?, ?, ?, ?, ?, ?)')
    .run(slug, title, description, body, JSON.stringify(tagList), req.userId);
  res.status(201).json({ article: toArticle(db.prepare(`${SELECT} WHERE a.slug = ?`).get(slug)) });
});

router.get('/tags', (_req, res) => {
  const tags = new Set();
  for (const row of db.prepare('SELECT tag_list FROM articles').all()) {
    for (const t of JSON.parse(row.tag_list)) tags.add(t);
  }
  res.json({ tags: [...tags] });
});

module.exports = router;
