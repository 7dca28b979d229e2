const express = require('express');
const userService = require('../services/userService');
const articleService = require('../services/articleService');
const tagService = require('../services/tagService');

const router = express.Router();
const run = (fn) => (req, res, next) => fn(req, res).catch(next);
const auth = (req, res, next) => {
  try {
    req.userId = userService.verify((req.get('authorization') || '').replace(/^Token /, ''));
    next();
  } catch {
    res.status(401).json({ errors: { body: ['unauthorized'] } });
  }
};

router.get('/health-check', (_req, res) => res.json({ ok: true }));
router.post('/users', run(async (req, res) => res.status(201).json({ user: await userService.register(req.body.user) })));
router.post('/users/login', run(async (req, res) => res.json({ user: await userService.login(req.body.user) })));
router.get('/articles', run(async (req, res) => res.json(await articleService.list(req.query))));
router.post('/articles', auth, run(async (req, res) => res.status(201).json({ article: await articleService.create(req.userId, req.body.article) })));
router.get('/tags', run(async (_req, res) => res.json({ tags: await tagService.list() })));

module.exports = router;
