const router = require('express').Router();
const articleService = require('../services/articleService');

router.get('/articles/:slug', async (req, res) => {
  const article = await articleService.get(req.params.slug);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article });
});

router.post('/articles', async (req, res) => {
  const article = await articleService.create(req.user?.id ?? 1, req.body.article);
  res.status(201).json({ article });
});

module.exports = router;
