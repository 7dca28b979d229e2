const { Router } = require('express');
const router = Router();

router.get('/articles', async (req, res) => {
  const { rows, count } = await req.app.get('services').articles.list(req.query);
  res.json({ articles: rows, articlesCount: count });
});

router.get('/articles/:slug', async (req, res) => {
  const article = await req.app.get('services').articles.get(req.params.slug);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article });
});

module.exports = router;
