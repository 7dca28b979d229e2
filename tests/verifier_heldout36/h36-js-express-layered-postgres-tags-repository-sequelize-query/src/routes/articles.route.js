const router = require('express').Router();
const articlesService = require('../services/articles.service');
router.get('/:slug', async (req, res) => {
  const article = await articlesService.getArticle(req.params.slug);
  article ? res.json({ article }) : res.sendStatus(404);
});
module.exports = router;
