const { Op } = require('sequelize');
const { sequelize, Article, User } = require('../models');

const withAuthor = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];

module.exports = {
  feed(userId, limit, offset) {
    return Article.findAndCountAll({
      where: {
        authorId: { [Op.in]: sequelize.literal(`(SELECT "followingId" FROM follows WHERE "followerId" = ${Number(userId)})`) },
      },
      include: withAuthor,
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  },
  bySlug: (slug) => Article.findOne({ where: { slug }, include: withAuthor }),
};
