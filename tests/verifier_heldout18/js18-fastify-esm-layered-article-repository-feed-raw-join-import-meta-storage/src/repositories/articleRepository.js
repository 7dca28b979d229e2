import { QueryTypes } from 'sequelize';
import { sequelize, Article, User } from '../models/index.js';

export const findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

export async function feed(userId, { limit, offset }) {
  return sequelize.query(
    `SELECT a.*, u.username AS "author.username", u.bio AS "author.bio", u.image AS "author.image"
       FROM Articles a
       JOIN Follows f ON f.followingId = a.authorId
       JOIN Users u ON u.id = a.authorId
      WHERE f.followerId = ?
      ORDER BY a.createdAt DESC
      LIMIT ? OFFSET ?`,
    { replacements: [userId, limit, offset], type: QueryTypes.SELECT, nest: true },
  );
}
