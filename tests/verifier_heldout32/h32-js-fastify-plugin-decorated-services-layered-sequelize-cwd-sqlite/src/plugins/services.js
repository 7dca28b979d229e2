const fp = require('fastify-plugin');
const commentRepository = require('../repositories/commentRepository');
const { makeCommentService } = require('../services/commentService');

module.exports = fp(async (fastify) => {
  fastify.decorate('services', {
    comments: makeCommentService(commentRepository),
  });
});
