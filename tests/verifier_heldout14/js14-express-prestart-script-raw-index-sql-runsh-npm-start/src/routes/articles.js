const express = require('express');
const articleService = require('../services/articleService');

const router = express.Router();

router.get('/', async (req, res, next) => {
  try { res.json(await articleService.list(req.query)); } catch (e) { next(e); }
});

router.post('/', async (req, res, next) => {
  try {
    if (!req.auth) return res.status(401).json({ errors: { token: ['missing'] } });
    res.status(201).json({ article: await articleService.create(req.auth.id, req.body.article || {}) });
  } catch (e) { next(e); }
});

module.exports = router;
