const { Article } = require('../models');
module.exports = {
  list: ({ limit, offset }) => Article.findAll({ order: [['createdAt', 'DESC']], limit, offset }),
  bySlug: (slug) => Article.findOne({ where: { slug } }),
};
