const { sequelize, Article } = require('../models');

async function feed(userId, limit, offset) {
  return sequelize.query(
    `SELECT a.* FROM articles a
       JOIN follows f ON f.followingId = a.authorId
      WHERE f.followerId = :userId
      ORDER BY a.createdAt DESC
      LIMIT :limit OFFSET :offset`,
    { replacements: { userId, limit, offset }, model: Article, mapToModel: true },
  );
}

async function countFeed(userId) {
  const { Follow } = require('../models');
  const follows = await Follow.findAll({ where: { followerId: userId } });
  return Article.count({ where: { authorId: follows.map((f) => f.followingId) } });
}

const findBySlug = (slug) => Article.findOne({ where: { slug } });

module.exports = { feed, countFeed, findBySlug };
