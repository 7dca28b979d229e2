const router = require('express').Router();
const { Article, User } = require('../models');

router.get('/', async (req, res) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']],
    limit: Number(req.query.limit) || 20, offset: Number(req.query.offset) || 0,
  });
  res.json({ articles: rows, articlesCount: count });
});
module.exports = router;
