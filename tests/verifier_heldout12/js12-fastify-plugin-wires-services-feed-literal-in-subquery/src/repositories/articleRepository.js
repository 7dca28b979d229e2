'use strict';
const { Op } = require('sequelize');
const { sequelize, Article, User } = require('../models');

const include = [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }];

class ArticleRepository {
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include });
  }

  list({ limit, offset }) {
    return Article.findAndCountAll({ include, order: [['createdAt', 'DESC']], limit, offset });
  }

  feedFor(userId, { limit, offset }) {
    const followed = sequelize.literal(
      `(SELECT "followingId" FROM "follows" WHERE "followerId" = ${Number(userId)})`,
    );
    return Article.findAndCountAll({
      where: { authorId: { [Op.in]: followed } },
      include,
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  create(data) {
    return Article.create(data);
  }
}

module.exports = ArticleRepository;
