'use strict';

const comments = require('../services/comments');
const { text, envelope, reply, comment } = require('./schemas');

const slugParams = { type: 'object', properties: { slug: { type: 'string' } } };

module.exports = async function commentRoutes(fastify) {
  fastify.get(
    '/articles/:slug/comments',
    {
      onRequest: fastify.optionalAuth,
      schema: { params: slugParams, response: { 200: reply('comments', { type: 'array', items: comment }) } },
    },
    async (request) => ({ comments: await comments.list(request.params.slug, request.userId) }),
  );

  fastify.post(
    '/articles/:slug/comments',
    {
      onRequest: fastify.requireAuth,
      schema: {
        params: slugParams,
        body: envelope('comment', { required: ['body'], properties: { body: text } }),
        response: { 200: reply('comment', comment) },
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
      schema: { params: { type: 'object', properties: { slug: { type: 'string' }, id: { type: 'integer' } } } },
    },
    async (request, reply) => {
      await comments.remove(request.userId, request.params.slug, request.params.id);
      return reply.code(204).send();
    },
  );
};
