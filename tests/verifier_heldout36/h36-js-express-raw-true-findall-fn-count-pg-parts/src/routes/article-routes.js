const router = require('express').Router();
const articleService = require('../services/article-service');
router.get('/:slug', async (req, res) => {
  const article = await articleService.getArticle(req.params.slug);
  return article ? res.json({ article }) : res.status(404).json({ errors: { body: ['article not found'] } });
});
module.exports = router;
