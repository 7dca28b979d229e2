const router = require('express').Router();
const service = require('../services/articles.service');

router.get('/', (req, res) => res.json(service.listArticles({
  limit: Number(req.query.limit) || 20, offset: Number(req.query.offset) || 0,
})));
router.get('/:slug', (req, res) => {
  const article = service.getArticle(req.params.slug);
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article });
});
module.exports = router;
