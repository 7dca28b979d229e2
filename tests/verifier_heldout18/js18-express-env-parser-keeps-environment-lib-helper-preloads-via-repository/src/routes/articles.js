const router = require('express').Router();
const loadArticle = require('../lib/loadArticle');
const auth = require('../lib/auth');
const articleService = require('../services/articleService');

router.get('/articles/:slug', loadArticle, (req, res) => res.json({ article: req.article }));

router.put('/articles/:slug', auth.required, loadArticle, async (req, res, next) => {
  try { res.json({ article: await articleService.update(req.article, req.user.id, req.body.article || {}) }); } catch (e) { next(e); }
});

router.delete('/articles/:slug', auth.required, loadArticle, async (req, res, next) => {
  try { await articleService.remove(req.article, req.user.id); res.sendStatus(204); } catch (e) { next(e); }
});

module.exports = router;
