'use strict';
const { Article } = require('../models');

module.exports = {
  list: ({ limit, offset, authorId }) =>
    Article.findAndCountAll({
      where: authorId ? { authorId } : {},
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    }),
  bySlug: (slug) => Article.findOne({ where: { slug } }),
  create: (data) => Article.create(data),
};
