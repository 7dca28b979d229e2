const { Op } = require('sequelize');
const { sequelize, Article, User } = require('../models');

async function feedFor(userId, { limit, offset }) {
  return Article.findAndCountAll({
    where: {
      authorId: {
        [Op.in]: sequelize.literal(
          `(SELECT "followingId" FROM follows WHERE "followerId" = ${sequelize.escape(userId)})`,
        ),
      },
    },
    include: [{ model: User, as: 'author', attributes: ['username'] }],
    order: [['createdAt', 'DESC']],
    limit,
    offset,
  });
}

const findBySlug = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });

module.exports = { feedFor, findBySlug };
