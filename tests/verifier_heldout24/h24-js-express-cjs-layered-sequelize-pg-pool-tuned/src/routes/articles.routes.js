const { Router } = require('express');
const articleService = require('../services/article.service');
const auth = require('../middleware/auth');

const router = Router();
const wrap = (fn) => (req, res, next) => fn(req, res).catch(next);

router.get('/articles', auth(false), wrap(async (req, res) => res.json(await articleService.list(req.query, req.userId))));
router.post('/articles', auth(true), wrap(async (req, res) => res.status(201).json({ article: await articleService.create(req.body.article, req.userId) })));
router.get('/articles/:slug', auth(false), wrap(async (req, res) => res.json({ article: await articleService.get(req.params.slug, req.userId) })));
router.post('/articles/:slug/favorite', auth(true), wrap(async (req, res) => res.json({ article: await articleService.favorite(req.params.slug, req.userId, true) })));
router.delete('/articles/:slug/favorite', auth(true), wrap(async (req, res) => res.json({ article: await articleService.favorite(req.params.slug, req.userId, false) })));

module.exports = router;
