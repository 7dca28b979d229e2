const { Router } = require('express');
const articleService = require('../services/article-service');
const auth = require('../middleware/auth');

const router = Router();
router.get('/:slug', async (req, res, next) => {
  try { res.json({ article: await articleService.get(req.params.slug) }); } catch (e) { next(e); }
});
router.post('/', auth.required, async (req, res, next) => {
  try { res.status(201).json({ article: await articleService.create(req.userId, req.body.article) }); } catch (e) { next(e); }
});
module.exports = router;
