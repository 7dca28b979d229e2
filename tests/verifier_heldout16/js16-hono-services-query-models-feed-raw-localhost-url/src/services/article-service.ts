import { QueryTypes } from 'sequelize';
import { sequelize, Article, User } from '../models';

export async function listArticles(limit = 20, offset = 0, author?: string) {
  const include = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'], ...(author ? { where: { username: author } } : {}) }];
  const { rows, count } = await Article.findAndCountAll({ include, order: [['createdAt', 'DESC']], limit, offset });
  return { articles: rows, articlesCount: count };
}

export async function feed(userId: number, limit = 20, offset = 0) {
  const articles = await sequelize.query(
    `SELECT * FROM articles
      WHERE author_id IN (SELECT following_id FROM follows WHERE follower_id = $1)
      ORDER BY created_at DESC LIMIT $2 OFFSET $3`,
    { bind: [userId, limit, offset], type: QueryTypes.SELECT, model: Article, mapToModel: true },
  );
  return { articles, articlesCount: articles.length };
}
