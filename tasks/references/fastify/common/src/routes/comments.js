'use strict';
// feature-file: comments

const comments = require('../services/comments');
const { text, requestBody, responseBody, comment } = require('./schemas');

module.exports = async function commentRoutes(fastify) {
  fastify.get(
    '/articles/:slug/comments',
    {
      onRequest: fastify.optionalAuth,
      schema: { response: { 200: responseBody('comments', { type: 'array', items: comment }) } },
    },
    // feature-begin: profiles
    async (request) => ({ comments: await comments.list(request.params.slug, request.userId) }),
    // feature-else: profiles
    // async (request) => ({ comments: await comments.list(request.params.slug) }),
    // feature-end: profiles
  );

  // 200, not 201: the Conduit spec gives 200 for this operation.
  fastify.post(
    '/articles/:slug/comments',
    {
      onRequest: fastify.requireAuth,
      schema: {
        body: requestBody('comment', { required: ['body'], properties: { body: text } }),
        response: { 200: responseBody('comment', comment) },
      },
    },
    async (request) => ({
      comment: await comments.create(request.userId, request.params.slug, request.body.comment),
    }),
  );

  fastify.delete(
    '/articles/:slug/comments/:id',
    {
      onRequest: fastify.requireAuth,
      schema: { params: { type: 'object', properties: { id: { type: 'integer' } } } },
    },
    async (request, reply) => {
      await comments.remove(request.userId, request.params.slug, request.params.id);
      return reply.code(204).send();
    },
  );
};
