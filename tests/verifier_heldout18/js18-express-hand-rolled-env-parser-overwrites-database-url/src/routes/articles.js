const router = require('express').Router();
const { Article, User, Tag } = require('../models');

router.get('/articles/:slug', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }] });
  if (!article) return res.status(404).json({ errors: { article: ['not found'] } });
  res.json({ article });
});

module.exports = router;
