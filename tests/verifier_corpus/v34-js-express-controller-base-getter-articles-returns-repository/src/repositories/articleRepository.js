'use strict';
const Article = require('../models/Article');

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  latest: (limit, offset) => Article.findAndCountAll({ order: [['id', 'DESC']], limit, offset }),
};
