const router = require('express').Router();
const { Article, User, Tag } = require('../models');

// listing is just a query with filters, no need for a service here
router.get('/', async (req, res) => {
  const where = {};
  const include = [{ model: User, as: 'author', attributes: ['username'] }, { model: Tag }];
  if (req.query.author) include[0].where = { username: req.query.author };
  const { rows, count } = await Article.findAndCountAll({ where, include, limit: +req.query.limit || 20, offset: +req.query.offset || 0, distinct: true });
  res.json({ articles: rows, articlesCount: count });
});

router.get('/:slug', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }] });
  if (!article) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ article });
});
module.exports = router;
