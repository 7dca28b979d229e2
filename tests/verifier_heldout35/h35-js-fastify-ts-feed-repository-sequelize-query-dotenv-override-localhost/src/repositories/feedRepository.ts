import { QueryTypes } from 'sequelize';
import { sequelize } from '../db.js';

export async function feedFor(userId: number, limit: number, offset: number) {
  return sequelize.query(
    `SELECT a.* FROM "Articles" a JOIN "Follows" f ON f."followingId" = a."authorId"
     WHERE f."followerId" = :userId ORDER BY a."createdAt" DESC LIMIT :limit OFFSET :offset`,
    { replacements: { userId, limit, offset }, type: QueryTypes.SELECT });
}
