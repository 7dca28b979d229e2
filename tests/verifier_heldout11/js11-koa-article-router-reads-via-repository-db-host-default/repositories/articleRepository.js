const { Article } = require('../models');
module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  listRecent: (limit, offset) => Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset }),
  create: (data) => Article.create(data),
};
