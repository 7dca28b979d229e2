const router = require('express').Router();
const articleService = require('../services/article.service');
const auth = require('../middleware/auth');

router.get('/:slug', async (req, res) => {
  const article = await articleService.getBySlug(req.params.slug);
  res.json({ article });
});

router.put('/:slug', auth, async (req, res) => {
  const article = await articleService.getBySlug(req.params.slug);
  articleService.assertAuthor(article, req.userId);
  const changes = { ...req.body.article };
  if (changes.title) changes.slug = articleService.slugFor(changes.title);
  await article.update(changes);
  res.json({ article });
});

router.delete('/:slug', auth, async (req, res) => {
  const article = await articleService.getBySlug(req.params.slug);
  articleService.assertAuthor(article, req.userId);
  await article.destroy();
  res.sendStatus(204);
});

module.exports = router;
