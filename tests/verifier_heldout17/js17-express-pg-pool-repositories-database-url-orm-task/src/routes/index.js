const { Router } = require('express');
const authService = require('../services/auth-service');
const articleService = require('../services/article-service');

const r = Router();
r.get('/health-check', (req, res) => res.json({ ok: true }));
r.post('/users', async (req, res, next) => {
  try { res.status(201).json({ user: await authService.register(req.body.user) }); } catch (e) { next(e); }
});
r.get('/articles', async (req, res, next) => {
  try {
    const articles = await articleService.list(req.query);
    res.json({ articles, articlesCount: articles.length });
  } catch (e) { next(e); }
});
module.exports = r;
