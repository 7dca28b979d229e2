const express = require('express');
const userService = require('../services/user.service');
const articleService = require('../services/article.service');
const auth = require('../middleware/auth');

const router = express.Router();
const wrap = (fn) => (req, res, next) => fn(req, res).catch(next);

router.get('/health-check', (req, res) => res.json({ ok: true }));
router.post('/users', wrap(async (req, res) => res.status(201).json({ user: await userService.register(req.body.user) })));
router.post('/users/login', wrap(async (req, res) => res.json({ user: await userService.login(req.body.user) })));
router.get('/user', auth(), wrap(async (req, res) => res.json({ user: await userService.current(req.user.id) })));
router.get('/articles', wrap(async (req, res) => res.json(await articleService.list(req.query))));
router.post('/articles', auth(), wrap(async (req, res) => res.status(201).json({ article: await articleService.create(req.user.id, req.body.article) })));

module.exports = router;
