const { Router } = require('express');
const auth = require('../middleware/auth');

const router = Router();
const svc = () => globalThis.conduit.services.articles;
const viewer = (req) => req.auth && req.auth.id;

router.get('/articles', auth.optional, async (req, res, next) => {
  try { res.json(await svc().list(req.query, viewer(req))); } catch (e) { next(e); }
});
router.get('/articles/:slug', auth.optional, async (req, res, next) => {
  try { res.json({ article: await svc().get(req.params.slug, viewer(req)) }); } catch (e) { next(e); }
});
router.post('/articles', auth.required, async (req, res, next) => {
  try { res.status(201).json({ article: await svc().create(req.body.article, viewer(req)) }); } catch (e) { next(e); }
});
router.delete('/articles/:slug', auth.required, async (req, res, next) => {
  try { await svc().remove(req.params.slug, viewer(req)); res.status(204).end(); } catch (e) { next(e); }
});
router.post('/articles/:slug/favorite', auth.required, async (req, res, next) => {
  try { res.json({ article: await svc().favorite(req.params.slug, viewer(req), true) }); } catch (e) { next(e); }
});
router.delete('/articles/:slug/favorite', auth.required, async (req, res, next) => {
  try { res.json({ article: await svc().favorite(req.params.slug, viewer(req), false) }); } catch (e) { next(e); }
});

module.exports = router;
