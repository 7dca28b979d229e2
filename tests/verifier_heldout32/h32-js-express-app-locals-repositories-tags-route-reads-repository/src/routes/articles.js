const express = require('express');

const router = express.Router();

router.get('/articles', async (req, res, next) => {
  try {
    const { articles } = req.app.locals.services;
    res.json(await articles.listArticles(req.query));
  } catch (e) { next(e); }
});

router.get('/articles/:slug', async (req, res, next) => {
  try {
    const article = await req.app.locals.services.articles.getArticle(req.params.slug);
    if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
    res.json({ article });
  } catch (e) { next(e); }
});

module.exports = router;
