import { Article, User, sequelize } from '../db/index.js';

const favoritesCount = [
  sequelize.literal('(SELECT COUNT(*) FROM "Favorites" AS f WHERE f."articleId" = "Article"."id")'),
  'favoritesCount',
];

export default async function articleRoutes(app) {
  app.get('/articles', async (req) => {
    const { limit = 20, offset = 0, author } = req.query;
    const { rows, count } = await Article.findAndCountAll({
      attributes: { include: [favoritesCount] },
      include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'], ...(author ? { where: { username: author } } : {}) }],
      order: [['createdAt', 'DESC']],
      limit: Number(limit),
      offset: Number(offset),
    });
    return {
      articles: rows.map((a) => ({ ...a.toJSON(), favorited: false, favoritesCount: Number(a.get('favoritesCount')) })),
      articlesCount: count,
    };
  });
}
