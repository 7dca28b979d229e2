import { QueryTypes } from 'sequelize';
import { sequelize, Article, User } from '../models/index.js';

export async function getArticle(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
}

export async function feed(userId, limit = 20, offset = 0) {
  const articles = await sequelize.query(
    `SELECT a.*, u.username, u.bio, u.image FROM articles a
       JOIN users u ON u.id = a.author_id
      WHERE a.author_id IN (SELECT following_id FROM follows WHERE follower_id = :userId)
      ORDER BY a.created_at DESC LIMIT :limit OFFSET :offset`,
    { replacements: { userId, limit, offset }, type: QueryTypes.SELECT },
  );
  return { articles, articlesCount: articles.length };
}
