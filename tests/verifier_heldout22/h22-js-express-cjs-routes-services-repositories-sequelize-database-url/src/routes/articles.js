const { Router } = require('express');
const auth = require('../middleware/auth');
const service = require('../services/articleService');

const router = Router();

router.get('/', auth(false), async (req, res, next) => {
  try {
    const { rows, count } = await service.listArticles(req.query);
    res.json({ articles: rows.map((a) => a.toJSON()), articlesCount: count });
  } catch (e) { next(e); }
});

router.post('/', auth(), async (req, res, next) => {
  try {
    const article = await service.createArticle(req.userId, req.body.article || {});
    res.status(201).json({ article: article.toJSON() });
  } catch (e) { next(e); }
});

router.get('/:slug', auth(false), async (req, res, next) => {
  try {
    res.json({ article: (await service.getArticle(req.params.slug)).toJSON() });
  } catch (e) {
    if (e instanceof service.NotFoundError) return res.status(404).json({ errors: { body: [e.message] } });
    next(e);
  }
});

module.exports = router;
