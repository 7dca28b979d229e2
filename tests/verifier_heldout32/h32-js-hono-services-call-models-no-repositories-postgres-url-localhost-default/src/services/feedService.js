const { QueryTypes } = require('sequelize');
const { sequelize, Article, User } = require('../models');

async function feed(userId, limit = 20, offset = 0) {
  const ids = await sequelize.query(
    `SELECT a.id FROM "Articles" a
       JOIN "Follows" f ON f."followingId" = a."authorId"
      WHERE f."followerId" = :userId
      ORDER BY a."createdAt" DESC LIMIT :limit OFFSET :offset`,
    { replacements: { userId, limit, offset }, type: QueryTypes.SELECT },
  );
  const articles = await Article.findAll({
    where: { id: ids.map((r) => r.id) },
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
  });
  return { articles: articles.map((a) => a.toJSON()), articlesCount: articles.length };
}

module.exports = { feed };
