'use strict';

const { Article } = require('../models');

module.exports = {
  findAndCountAll({ limit, offset }) {
    return Article.scope('newestFirst', 'withAuthor').findAndCountAll({ limit, offset, distinct: true });
  },
  findBySlug(slug) {
    return Article.scope('withAuthor').findOne({ where: { slug } });
  },
};
