'use strict';

const Comment = require('../4-models/comment');

module.exports = {
  listForArticle(slug) {
    return Comment.findAll({ where: { articleSlug: slug }, order: [['createdAt', 'ASC']] });
  },
  create(data) {
    return Comment.create(data);
  },
  findById(id) {
    return Comment.findByPk(id);
  },
  remove(comment) {
    return comment.destroy();
  },
};
