// All HTTP endpoints of the Conduit API. Each handler parses the request,
// calls the matching service and shapes the JSON response.
const { Router } = require('express');
const auth = require('./middleware/auth');
const userService = require('./services/user.service');
const profileService = require('./services/profile.service');
const articleService = require('./services/article.service');
const tagService = require('./services/tag.service');

const router = Router();
const viewer = (req) => req.auth && req.auth.id;
const wrap = (fn) => (req, res, next) => Promise.resolve(fn(req, res)).catch(next);

router.get('/health-check', (req, res) => res.json({ status: 'ok' }));

// --- users -------------------------------------------------------------
router.post('/users', wrap(async (req, res) => {
  res.status(201).json({ user: await userService.register(req.body.user || {}) });
}));
router.post('/users/login', wrap(async (req, res) => {
  res.json({ user: await userService.login(req.body.user || {}) });
}));
router.get('/user', auth.required, wrap(async (req, res) => {
  res.json({ user: await userService.current(req.auth.id) });
}));
router.put('/user', auth.required, wrap(async (req, res) => {
  res.json({ user: await userService.update(req.auth.id, req.body.user || {}) });
}));

// --- profiles ----------------------------------------------------------
router.get('/profiles/:username', auth.optional, wrap(async (req, res) => {
  res.json({ profile: await profileService.get(req.params.username, viewer(req)) });
}));
router.post('/profiles/:username/follow', auth.required, wrap(async (req, res) => {
  res.json({ profile: await profileService.follow(req.params.username, viewer(req)) });
}));
router.delete('/profiles/:username/follow', auth.required, wrap(async (req, res) => {
  res.json({ profile: await profileService.unfollow(req.params.username, viewer(req)) });
}));

// --- articles ----------------------------------------------------------
router.get('/articles', auth.optional, wrap(async (req, res) => {
  res.json(await articleService.list(req.query, viewer(req)));
}));
router.get('/articles/feed', auth.required, wrap(async (req, res) => {
  res.json(await articleService.feed(req.query, viewer(req)));
}));
router.get('/articles/:slug', auth.optional, wrap(async (req, res) => {
  res.json({ article: await articleService.get(req.params.slug, viewer(req)) });
}));
router.post('/articles', auth.required, wrap(async (req, res) => {
  res.status(201).json({ article: await articleService.create(req.body.article, viewer(req)) });
}));
router.put('/articles/:slug', auth.required, wrap(async (req, res) => {
  res.json({ article: await articleService.update(req.params.slug, req.body.article || {}, viewer(req)) });
}));
router.delete('/articles/:slug', auth.required, wrap(async (req, res) => {
  await articleService.remove(req.params.slug, viewer(req));
  res.status(204).end();
}));
router.post('/articles/:slug/favorite', auth.required, wrap(async (req, res) => {
  res.json({ article: await articleService.favorite(req.params.slug, viewer(req), true) });
}));
router.delete('/articles/:slug/favorite', auth.required, wrap(async (req, res) => {
  res.json({ article: await articleService.favorite(req.params.slug, viewer(req), false) });
}));

// --- tags --------------------------------------------------------------
router.get('/tags', wrap(async (req, res) => {
  res.json({ tags: await tagService.list() });
}));

module.exports = router;
