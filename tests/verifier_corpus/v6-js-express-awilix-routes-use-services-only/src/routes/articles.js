const express = require('express');

const router = express.Router();

router.get('/articles', async (req, res) => {
  const service = req.container.resolve('articleService');
  const articles = await service.list();
  res.json({ articles, articlesCount: articles.length });
});

router.post('/articles', async (req, res) => {
  const article = await req.container.cradle.articleService.create(req.body.article);
  res.status(201).json({ article });
});

module.exports = router;
