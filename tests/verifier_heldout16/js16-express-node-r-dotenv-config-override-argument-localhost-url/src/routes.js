const { Router } = require('express');
const { Article, User } = require('./models');

const router = Router();

router.get('/tags', async (req, res) => {
  const articles = await Article.findAll({ attributes: ['tagList'] });
  res.json({ tags: [...new Set(articles.flatMap((a) => a.tagList))] });
});

router.get('/articles', async (req, res) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
    order: [['createdAt', 'DESC']],
    limit: Number(req.query.limit) || 20,
    offset: Number(req.query.offset) || 0,
  });
  res.json({ articles: rows, articlesCount: count });
});

module.exports = router;
