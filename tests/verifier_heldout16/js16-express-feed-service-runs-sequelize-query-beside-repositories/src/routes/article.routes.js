const router = require('express').Router();
const articleService = require('../services/article.service');
const feedService = require('../services/feed.service');
const { authenticate } = require('../middleware/authenticate');

router.get('/feed', authenticate, async (req, res, next) => {
  try { res.json(await feedService.getFeed(req.userId, req.query)); } catch (e) { next(e); }
});

router.get('/', async (req, res, next) => {
  try { res.json(await articleService.listArticles(req.query)); } catch (e) { next(e); }
});

router.get('/:slug', async (req, res, next) => {
  try {
    const article = await articleService.getArticle(req.params.slug);
    if (!article) return res.status(404).json({ errors: { body: ['not found'] } });
    res.json({ article });
  } catch (e) { next(e); }
});

module.exports = router;
