const express = require('express');
const userService = require('../services/userService');
const articleService = require('../services/articleService');

const router = express.Router();

router.get('/health-check', (req, res) => res.json({ status: 'ok' }));

router.post('/users', async (req, res, next) => {
  try {
    res.status(201).json({ user: await userService.register(req.body.user) });
  } catch (err) { next(err); }
});

router.post('/users/login', async (req, res, next) => {
  try {
    const user = await userService.login(req.body.user);
    if (!user) return res.status(401).json({ errors: { credentials: ['invalid'] } });
    res.json({ user });
  } catch (err) { next(err); }
});

router.get('/articles', async (req, res, next) => {
  try { res.json(await articleService.list(req.query)); } catch (err) { next(err); }
});

router.get('/tags', async (req, res, next) => {
  try { res.json({ tags: await articleService.tags() }); } catch (err) { next(err); }
});

module.exports = router;
