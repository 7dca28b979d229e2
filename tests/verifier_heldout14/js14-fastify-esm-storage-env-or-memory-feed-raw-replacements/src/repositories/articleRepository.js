import { QueryTypes } from 'sequelize';
import { Article, User, sequelize } from '../models/index.js';

export async function listRecent(limit, offset) {
  return Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
}

// Feed: a single join is simpler than chaining includes through Follow.
export async function feedFor(userId, limit, offset) {
  const rows = await sequelize.query(
    `SELECT a.*, u.username, u.bio, u.image
       FROM Articles a
       JOIN Follows f ON f.followingId = a.authorId
       JOIN Users u ON u.id = a.authorId
      WHERE f.followerId = :userId
      ORDER BY a.createdAt DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { userId, limit, offset }, type: QueryTypes.SELECT },
  );
  const count = await sequelize.query(
    'SELECT COUNT(*) AS n FROM Articles a JOIN Follows f ON f.followingId = a.authorId WHERE f.followerId = :userId',
    { replacements: { userId }, type: QueryTypes.SELECT, plain: true },
  );
  return { rows, count: count.n };
}
