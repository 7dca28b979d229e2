const router = require('express').Router();
const articleService = require('../services/article.service');

router.get('/', async (req, res, next) => {
  try { res.json(await articleService.list(req.query)); } catch (e) { next(e); }
});
module.exports = router;
