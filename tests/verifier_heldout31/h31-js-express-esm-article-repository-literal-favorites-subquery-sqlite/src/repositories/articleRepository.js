import { sequelize } from '../db/connection.js';
import { Article, User } from '../models/index.js';

const favoritesCount = [
  sequelize.literal('(SELECT COUNT(*) FROM "Favorites" AS "f" WHERE "f"."articleId" = "Article"."id")'),
  'favoritesCount',
];

export const articleRepository = {
  list({ limit, offset }) {
    return Article.findAndCountAll({
      attributes: { include: [favoritesCount] },
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  },
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, attributes: { include: [favoritesCount] }, include: [{ model: User, as: 'author' }] });
  },
  create(data) {
    return Article.create(data);
  },
};
