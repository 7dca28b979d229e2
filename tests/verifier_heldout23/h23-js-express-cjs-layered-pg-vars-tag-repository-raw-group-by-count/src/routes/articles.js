const { Router } = require('express');
const articleService = require('../services/article.service');
const auth = require('../middleware/auth');

const router = Router();
const viewer = (req) => req.auth && req.auth.id;

router.get('/articles', auth.optional, async (req, res, next) => {
  try { res.json(await articleService.list(req.query, viewer(req))); } catch (e) { next(e); }
});

router.get('/articles/feed', auth.required, async (req, res, next) => {
  try { res.json(await articleService.feed(req.query, viewer(req))); } catch (e) { next(e); }
});

router.get('/articles/:slug', auth.optional, async (req, res, next) => {
  try { res.json({ article: await articleService.get(req.params.slug, viewer(req)) }); } catch (e) { next(e); }
});

router.post('/articles', auth.required, async (req, res, next) => {
  try { res.status(201).json({ article: await articleService.create(req.body.article, viewer(req)) }); } catch (e) { next(e); }
});

router.put('/articles/:slug', auth.required, async (req, res, next) => {
  try { res.json({ article: await articleService.update(req.params.slug, req.body.article || {}, viewer(req)) }); } catch (e) { next(e); }
});

router.delete('/articles/:slug', auth.required, async (req, res, next) => {
  try { await articleService.remove(req.params.slug, viewer(req)); res.status(204).end(); } catch (e) { next(e); }
});

router.post('/articles/:slug/favorite', auth.required, async (req, res, next) => {
  try { res.json({ article: await articleService.favorite(req.params.slug, viewer(req), true) }); } catch (e) { next(e); }
});

router.delete('/articles/:slug/favorite', auth.required, async (req, res, next) => {
  try { res.json({ article: await articleService.favorite(req.params.slug, viewer(req), false) }); } catch (e) { next(e); }
});

module.exports = router;
