const router = require('express').Router();
const articleService = require('../services/articleService');

router.get('/', async (req, res, next) => {
  try { res.json(await articleService.list(Number(req.query.limit) || 20, Number(req.query.offset) || 0)); }
  catch (e) { next(e); }
});
router.get('/:slug', async (req, res, next) => {
  try { res.json({ article: await articleService.get(req.params.slug) }); } catch (e) { next(e); }
});
module.exports = router;
