import { Op } from 'sequelize';
import { Article, Follow, User } from '../models/index.js';

/**
 * Articles written by the users `userId` follows, newest first.
 *
 * Equivalent SQL, for reference when reading the query log:
 *   SELECT a.* FROM Articles a
 *   JOIN Follows f ON f.followeeId = a.authorId
 *   WHERE f.followerId = :userId
 *   ORDER BY a.createdAt DESC LIMIT :limit OFFSET :offset;
 */
export async function feedFor(userId, { limit, offset }) {
  const follows = await Follow.findAll({ where: { followerId: userId }, attributes: ['followeeId'] });
  return Article.findAndCountAll({
    where: { authorId: { [Op.in]: follows.map((f) => f.followeeId) } },
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
}

/** SELECT * FROM Articles WHERE slug = ? -- via findOne */
export function bySlug(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
}

export function insert(values) {
  return Article.create(values);
}
