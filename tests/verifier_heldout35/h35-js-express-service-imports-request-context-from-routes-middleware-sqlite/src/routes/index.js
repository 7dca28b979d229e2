const router = require('express').Router();
const articleService = require('../services/articleService');

router.get('/health-check', (_req, res) => res.sendStatus(200));

router.post('/articles', async (req, res) => {
  try { res.status(201).json({ article: await articleService.createArticle(req.body.article) }); }
  catch (e) { res.status(e.status || 500).json({ errors: { body: [e.message] } }); }
});

router.delete('/articles/:slug', async (req, res) => {
  try { await articleService.deleteArticle(req.params.slug); res.sendStatus(204); }
  catch (e) { res.status(e.status || 500).json({ errors: { body: [e.message] } }); }
});

module.exports = router;
