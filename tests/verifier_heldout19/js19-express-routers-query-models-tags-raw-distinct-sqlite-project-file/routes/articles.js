const router = require('express').Router();
const { Article, User, Tag } = require('../models');

router.get('/', async (req, res) => {
  const limit = Number(req.query.limit || 20);
  const offset = Number(req.query.offset || 0);
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }],
    order: [['createdAt', 'DESC']], limit, offset, distinct: true,
  });
  res.json({ articles: rows.map((a) => ({ ...a.toJSON(), tagList: a.tags.map((t) => t.name) })), articlesCount: count });
});

module.exports = router;
