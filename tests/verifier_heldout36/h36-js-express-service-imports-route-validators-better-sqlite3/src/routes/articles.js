const router = require('express').Router();
const articleService = require('../services/articleService');
router.post('/', (req, res) => {
  try { res.status(201).json({ article: articleService.create(1, req.body.article) }); }
  catch (e) { res.status(e.status || 500).json({ errors: { body: [e.message] } }); }
});
router.get('/:slug', (req, res) => {
  const article = articleService.get(req.params.slug);
  article ? res.json({ article }) : res.sendStatus(404);
});
module.exports = router;
