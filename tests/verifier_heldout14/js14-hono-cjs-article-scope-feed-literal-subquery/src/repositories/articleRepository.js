const { Article, User } = require('../models');

exports.feed = (viewerId, limit, offset) =>
  Article.scope({ method: ['feedFor', viewerId] }).findAndCountAll({ limit, offset });

exports.recent = (limit, offset) =>
  Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset });
