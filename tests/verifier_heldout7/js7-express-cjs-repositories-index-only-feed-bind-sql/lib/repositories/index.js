const { QueryTypes } = require('sequelize');
const { sequelize, User, Follow, Article } = require('../models');

const users = {
  findById: (id) => User.findByPk(id),
  findByUsername: (username) => User.findOne({ where: { username } }),
};

const follows = {
  exists: async (followerId, followeeId) => (await Follow.count({ where: { followerId, followeeId } })) > 0,
  add: (followerId, followeeId) => Follow.findOrCreate({ where: { followerId, followeeId } }),
  remove: (followerId, followeeId) => Follow.destroy({ where: { followerId, followeeId } }),
};

const articles = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),

  // Feed: articles by authors the user follows, newest first.
  async feed(userId, limit, offset) {
    const rows = await sequelize.query(
      `SELECT a.*, u.username, u.bio, u.image
         FROM articles a
         JOIN follows f ON f."followeeId" = a."authorId"
         JOIN users u ON u.id = a."authorId"
        WHERE f."followerId" = $1
        ORDER BY a."createdAt" DESC
        LIMIT $2 OFFSET $3`,
      { bind: [userId, limit, offset], type: QueryTypes.SELECT },
    );
    const [{ count }] = await sequelize.query(
      `SELECT COUNT(*)::int AS count FROM articles a
         JOIN follows f ON f."followeeId" = a."authorId" WHERE f."followerId" = $1`,
      { bind: [userId], type: QueryTypes.SELECT },
    );
    return { rows, count };
  },
};

module.exports = { users, follows, articles };
