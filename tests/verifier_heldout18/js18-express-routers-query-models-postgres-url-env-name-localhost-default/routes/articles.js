const router = require('express').Router();
const { Article, User, Tag } = require('../models');

router.get('/articles', async (req, res) => {
  const limit = Number(req.query.limit) || 20;
  const offset = Number(req.query.offset) || 0;
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }],
    order: [['createdAt', 'DESC']], limit, offset, distinct: true,
  });
  res.json({ articles: rows, articlesCount: count });
});

router.get('/tags', async (req, res) => {
  const tags = await Tag.findAll({ attributes: ['name'] });
  res.json({ tags: tags.map((t) => t.name) });
});

module.exports = router;
