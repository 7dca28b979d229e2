const { Router } = require('express');
const { articles } = require('../store');

const router = Router();

router.get('/articles', async (req, res) => {
  const limit = Number(req.query.limit || 20);
  const offset = Number(req.query.offset || 0);
  const query = req.query.tag ? { tagList: req.query.tag } : {};
  const docs = await articles.findAsync(query).sort({ createdAt: -1 }).skip(offset).limit(limit);
  res.json({ articles: docs.map(({ _id, ...a }) => a), articlesCount: await articles.countAsync(query) });
});

router.post('/articles', async (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article || {};
  const now = new Date().toISOString();
  const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
  const { _id, ...article } = await articles.insertAsync({ slug, title, description, body, tagList, createdAt: now, updatedAt: now, favoritesCount: 0 });
  res.status(201).json({ article });
});

module.exports = router;
