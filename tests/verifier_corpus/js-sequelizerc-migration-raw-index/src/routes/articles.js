const { Router } = require('express');
const service = require('../services/articles');

const router = Router();

router.get('/articles', async (req, res) => {
  const { rows, count } = await service.feed(req.query.limit, req.query.offset);
  res.json({ articles: rows, articlesCount: count });
});

router.post('/articles', async (req, res) => {
  res.status(201).json({ article: await service.publish(req.body.article || {}) });
});

router.get('/articles/:slug', async (req, res) => {
  const article = await service.read(req.params.slug);
  return article ? res.json({ article }) : res.status(404).json({ errors: { article: ['not found'] } });
});

module.exports = router;
