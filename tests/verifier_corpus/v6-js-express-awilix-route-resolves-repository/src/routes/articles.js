const express = require('express');

const router = express.Router();

router.get('/articles', async (req, res) => {
  const articles = await req.container.resolve('articleService').list();
  res.json({ articles, articlesCount: articles.length });
});

router.get('/articles/:slug', async (req, res) => {
  const article = await req.container.cradle.articleRepository.findBySlug(req.params.slug);
  if (!article) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ article });
});

module.exports = router;
