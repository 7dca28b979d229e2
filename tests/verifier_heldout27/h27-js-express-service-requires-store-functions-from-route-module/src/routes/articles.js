const express = require('express');
const db = require('../db/connection');
const Article = require('../models/article');

// Prepared statements for the article endpoints.
const stmt = {
  list: db.prepare('SELECT * FROM articles ORDER BY created_at DESC LIMIT ? OFFSET ?'),
  count: db.prepare('SELECT COUNT(*) AS n FROM articles'),
  bySlug: db.prepare('SELECT * FROM articles WHERE slug = ?'),
  insert: db.prepare(`INSERT INTO articles (slug, title, description, body, tag_list, author_id)
                      VALUES (@slug, @title, @description, @body, @tagList, @authorId)`),
  favorite: db.prepare('INSERT OR IGNORE INTO favorites (user_id, article_id) VALUES (?, ?)'),
  favCount: db.prepare('SELECT COUNT(*) AS n FROM favorites WHERE article_id = ?'),
  isFav: db.prepare('SELECT 1 FROM favorites WHERE user_id = ? AND article_id = ?'),
  tagLists: db.prepare('SELECT tag_list FROM articles'),
};

const articleStore = {
  list: (limit, offset) => stmt.list.all(limit, offset).map(Article.fromRow),
  count: () => stmt.count.get().n,
  bySlug: (slug) => {
    const row = stmt.bySlug.get(slug);
    return row ? Article.fromRow(row) : null;
  },
  insert: (a) => stmt.insert.run({ ...a, tagList: JSON.stringify(a.tagList) }),
  favorite: (userId, articleId) => stmt.favorite.run(userId, articleId),
  favoritesCount: (articleId) => stmt.favCount.get(articleId).n,
  isFavorited: (userId, articleId) => Boolean(stmt.isFav.get(userId, articleId)),
  allTagLists: () => stmt.tagLists.all().map((r) => JSON.parse(r.tag_list)),
};

module.exports = { articleStore };

// required lazily: article-service requires this module for articleStore
const router = express.Router();
const articleService = () => require('../services/article-service');
const userService = require('../services/user-service');

function currentUser(req) {
  const m = /^Token (.+)$/.exec(req.headers.authorization || '');
  return m ? userService.userFromToken(m[1]) : null;
}

router.get('/articles', (req, res) => {
  const viewer = currentUser(req);
  res.json(articleService().list({ limit: Number(req.query.limit) || 20, offset: Number(req.query.offset) || 0 }, viewer && viewer.id));
});

router.get('/articles/:slug', (req, res) => {
  const viewer = currentUser(req);
  res.json({ article: articleService().get(req.params.slug, viewer && viewer.id) });
});

router.post('/articles', (req, res) => {
  const viewer = currentUser(req);
  if (!viewer) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  return res.status(201).json({ article: articleService().create(viewer.id, req.body.article || {}) });
});

router.post('/articles/:slug/favorite', (req, res) => {
  const viewer = currentUser(req);
  if (!viewer) return res.status(401).json({ errors: { body: ['unauthorized'] } });
  return res.json({ article: articleService().favorite(req.params.slug, viewer.id) });
});

router.get('/tags', (req, res) => res.json({ tags: articleService().tags() }));

module.exports.router = router;
