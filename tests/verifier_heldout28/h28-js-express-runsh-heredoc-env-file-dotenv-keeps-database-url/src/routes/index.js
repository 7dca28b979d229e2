const { Router } = require('express');
const auth = require('../middlewares/auth');
const userService = require('../services/user.service');
const articleService = require('../services/article.service');

const router = Router();
const wrap = (fn) => (req, res, next) => Promise.resolve(fn(req, res)).catch(next);

router.get('/health-check', (_req, res) => res.sendStatus(200));

router.post('/users', wrap(async (req, res) => {
  res.status(201).json({ user: await userService.register(req.body.user) });
}));
router.post('/users/login', wrap(async (req, res) => {
  res.json({ user: await userService.login(req.body.user) });
}));
router.get('/user', auth(true), wrap(async (req, res) => {
  res.json({ user: await userService.me(req.userId) });
}));
router.get('/profiles/:username', auth(false), wrap(async (req, res) => {
  res.json({ profile: await userService.profile(req.params.username, req.userId) });
}));
router.get('/articles', auth(false), wrap(async (req, res) => {
  res.json(await articleService.list(req.query));
}));
router.post('/articles', auth(true), wrap(async (req, res) => {
  res.status(201).json({ article: await articleService.create(req.userId, req.body.article) });
}));

module.exports = router;
