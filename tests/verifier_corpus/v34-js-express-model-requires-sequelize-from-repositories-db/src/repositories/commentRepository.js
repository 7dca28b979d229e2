'use strict';
const Comment = require('../models/comment');

module.exports = {
  forArticle: (slug) => Comment.findAll({ where: { articleSlug: slug }, order: [['id', 'ASC']] }),
  create: (slug, body) => Comment.create({ articleSlug: slug, body }),
};
