const express = require('express');

module.exports = function articles({ models }) {
  const { Article, User } = models;
  const router = express.Router();

  router.get('/articles', async (req, res, next) => {
    try {
      const limit = Number(req.query.limit || 20);
      const offset = Number(req.query.offset || 0);
      const { rows, count } = await Article.findAndCountAll({
        include: [{ model: User, as: 'author' }, { model: User, as: 'favoritedBy', attributes: ['id'] }],
        order: [['createdAt', 'DESC']],
        limit,
        offset,
        distinct: true,
      });
      res.json({
        articles: rows.map((a) => ({
          slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
          createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: a.favoritedBy.length,
          author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
        })),
        articlesCount: count,
      });
    } catch (e) { next(e); }
  });

  router.get('/tags', async (_req, res, next) => {
    try {
      const rows = await Article.findAll({ attributes: ['tagList'] });
      res.json({ tags: [...new Set(rows.flatMap((r) => r.tagList))] });
    } catch (e) { next(e); }
  });

  return router;
};
