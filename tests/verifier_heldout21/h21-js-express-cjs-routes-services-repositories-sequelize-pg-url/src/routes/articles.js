const { Router } = require('express');
const articleService = require('../services/article-service');
const auth = require('../middleware/auth');

const router = Router();

router.get('/', async (req, res, next) => {
  try {
    const { rows, count } = await articleService.listArticles(req.query);
    res.json({ articles: rows.map((a) => a.toJSON()), articlesCount: count });
  } catch (e) { next(e); }
});

router.post('/', auth, async (req, res, next) => {
  try {
    const article = await articleService.createArticle(req.userId, req.body.article);
    res.status(201).json({ article: article.toJSON() });
  } catch (e) { next(e); }
});

router.get('/:slug', async (req, res, next) => {
  try {
    res.json({ article: (await articleService.getArticle(req.params.slug)).toJSON() });
  } catch (e) { next(e); }
});

module.exports = router;
