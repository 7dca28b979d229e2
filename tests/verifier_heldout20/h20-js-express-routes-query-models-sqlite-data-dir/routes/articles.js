const router = require('express').Router();
const { Article, User, Tag } = require('../db');

router.get('/', async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }, { model: Tag }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
    distinct: true,
  });
  res.json({ articles: rows, articlesCount: count });
});

router.get('/:slug', async (req, res) => {
  const article = await Article.findOne({ where: { slug: req.params.slug }, include: [{ model: User, as: 'author' }, Tag] });
  if (!article) return res.status(404).json({ errors: { body: ['not found'] } });
  res.json({ article });
});

module.exports = router;
