'use strict';
const { Router } = require('express');
const articleService = require('../services/article-service');
const auth = require('../middleware/auth');

const router = Router();

router.get('/articles', auth.optional, async (req, res) => res.json(await articleService.list(req.query, req.auth && req.auth.id)));
router.post('/articles', auth.required, async (req, res) =>
  res.status(201).json({ article: await articleService.create(req.auth.id, req.body.article) }));
router.get('/articles/:slug', auth.optional, async (req, res) =>
  res.json({ article: await articleService.get(req.params.slug, req.auth && req.auth.id) }));
router.get('/tags', async (_req, res) => res.json({ tags: await articleService.tags() }));

module.exports = router;
