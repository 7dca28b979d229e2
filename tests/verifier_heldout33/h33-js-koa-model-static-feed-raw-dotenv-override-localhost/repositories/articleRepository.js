const { Article } = require('../models');
module.exports = {
  feed: (userId, limit, offset) => Article.feed(userId, limit, offset),
  bySlug: (slug) => Article.findOne({ where: { slug } }),
};
