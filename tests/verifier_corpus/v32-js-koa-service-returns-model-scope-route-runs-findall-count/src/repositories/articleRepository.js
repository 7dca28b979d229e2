'use strict';

const { Article } = require('../models');

module.exports = {
  listing(author) {
    return author
      ? Article.scope('newestFirst', { method: ['byAuthor', author] })
      : Article.scope('newestFirst', 'withAuthor');
  },
  bySlug(slug) {
    return Article.scope('withAuthor').findOne({ where: { slug } });
  },
};
