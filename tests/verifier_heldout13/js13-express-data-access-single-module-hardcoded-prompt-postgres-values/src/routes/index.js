const express = require('express');
const jwt = require('jsonwebtoken');
const userService = require('../services/users');
const articleService = require('../services/articles');

const router = express.Router();

router.use((req, _res, next) => {
  const h = req.get('Authorization') || '';
  if (h.startsWith('Token ')) {
    try {
      req.userId = jwt.verify(h.slice(6), userService.SECRET).id;
    } catch (_e) { /* ignore */ }
  }
  next();
});

const needUser = (req, res, next) => (req.userId ? next() : res.status(401).json({ errors: { token: ['missing'] } }));
const handle = (fn) => (req, res) =>
  fn(req, res).catch((e) => {
    if (e instanceof articleService.NotFound) return res.status(404).json({ errors: { article: ['not found'] } });
    return res.status(500).json({ errors: { body: [e.message] } });
  });

router.get('/health-check', (_req, res) => res.sendStatus(200));
router.post('/users', handle(async (req, res) => res.status(201).json({ user: await userService.register(req.body.user) })));
router.post('/users/login', handle(async (req, res) => {
  const user = await userService.login(req.body.user);
  return user ? res.json({ user }) : res.status(401).json({ errors: { credentials: ['invalid'] } });
}));
router.post('/articles', needUser, handle(async (req, res) =>
  res.status(201).json({ article: await articleService.create(req.userId, req.body.article) })));
router.get('/articles/:slug', handle(async (req, res) => res.json({ article: await articleService.get(req.params.slug, req.userId) })));
router.post('/articles/:slug/favorite', needUser, handle(async (req, res) =>
  res.json({ article: await articleService.favorite(req.params.slug, req.userId, true) })));
router.delete('/articles/:slug/favorite', needUser, handle(async (req, res) =>
  res.json({ article: await articleService.favorite(req.params.slug, req.userId, false) })));

module.exports = router;
