const { Router } = require('express');
const articleService = require('../services/articleService');

const router = Router();

router.post('/', async (req, res, next) => {
  try { res.status(201).json({ article: await articleService.create(req.body.article) }); } catch (e) { next(e); }
});

router.get('/:slug', async (req, res) => {
  try { res.json({ article: await articleService.get(req.params.slug) }); }
  catch (e) { res.status(e.status || 500).json({ errors: { body: [e.message] } }); }
});

module.exports = router;
