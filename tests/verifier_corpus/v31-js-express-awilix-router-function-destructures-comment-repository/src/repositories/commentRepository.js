'use strict';

module.exports = function makeCommentRepository({ models }) {
  return {
    forArticle: (articleId) => models.Comment.findAll({ where: { articleId }, order: [['createdAt', 'DESC']] }),
  };
};
