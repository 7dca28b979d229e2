'use strict';

const { Article } = require('../models');

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  create: (data) => Article.create(data),
};
