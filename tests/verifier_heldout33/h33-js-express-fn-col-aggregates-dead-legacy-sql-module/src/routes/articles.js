const router = require('express').Router();
const { fn, col } = require('sequelize');
const { Article, Favorite } = require('../models');

router.get('/articles', async (req, res) => {
  const articles = await Article.findAll({
    attributes: { include: [[fn('COUNT', col('favorites.id')), 'favoritesCount']] },
    include: [{ model: Favorite, as: 'favorites', attributes: [] }],
    group: ['Article.id'],
    order: [['createdAt', 'DESC']],
    subQuery: false,
    limit: Number(req.query.limit || 20),
    offset: Number(req.query.offset || 0),
  });
  res.json({ articles, articlesCount: await Article.count() });
});
module.exports = router;
