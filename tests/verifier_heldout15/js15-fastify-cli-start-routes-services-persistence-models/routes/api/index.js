'use strict';

const comments = require('../../services/commentService');

module.exports = async function (fastify) {
  fastify.get('/health-check', async () => ({ status: 'ok' }));

  fastify.get('/articles/:slug/comments', async (request) => ({
    comments: await comments.list(request.params.slug),
  }));

  fastify.delete('/articles/:slug/comments/:id', async (request, reply) => {
    const outcome = await comments.remove(Number(request.params.id), request.headers['x-user'] || '');
    if (outcome === 'missing') return reply.notFound();
    if (outcome === 'forbidden') return reply.forbidden();
    return reply.code(204).send();
  });
};
