const fp = require('fastify-plugin');
const articleRepository = require('../repositories/articles');
const commentRepository = require('../repositories/comments');
const commentService = require('../services/comments');

module.exports = fp(async (fastify) => {
  const articles = articleRepository();
  const comments = commentRepository();
  fastify.decorate('services', {
    comments: commentService({ articles, comments }),
  });
});
