const router = require('express').Router();
const articleService = require('../services/articleService');
const authenticate = require('./authenticate');

router.get('/articles/feed', authenticate, async (req, res, next) => {
  try { res.json(await articleService.feed(req.userId, req.query)); } catch (e) { next(e); }
});

module.exports = router;
