import { QueryTypes } from 'sequelize';
import { sequelize, Article, User } from './db.js';

export async function feedFor(userId: number, limit: number, offset: number) {
  const ids = await sequelize.query<{ id: number }>(
    'SELECT a.id FROM "Articles" a JOIN "Follows" f ON f."followingId" = a."authorId" WHERE f."followerId" = $1 ORDER BY a."createdAt" DESC LIMIT $2 OFFSET $3',
    { bind: [userId, limit, offset], type: QueryTypes.SELECT },
  );
  const articles = await Article.findAll({
    where: { id: ids.map((r) => r.id) }, include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']],
  });
  return { articles, articlesCount: articles.length };
}
