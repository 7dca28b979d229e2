const { Router } = require('express');

module.exports = ({ Article, Favorite }) => {
  const r = Router();
  r.get('/', async (req, res) => {
    const { rows, count } = await Article.findAndCountAll({
      order: [['createdAt', 'DESC']], limit: Number(req.query.limit) || 20, offset: Number(req.query.offset) || 0,
    });
    const withCounts = await Promise.all(rows.map(async (a) => ({
      ...a.toJSON(), favoritesCount: await Favorite.count({ where: { articleId: a.id } }),
    })));
    res.json({ articles: withCounts, articlesCount: count });
  });
  return r;
};
