import * as comments from '../services/comments.js';

export default async function commentRoutes(fastify) {
  fastify.get('/articles/:slug/comments', { preHandler: fastify.identify }, async (request) => ({
    comments: await comments.list(request.params.slug),
  }));

  fastify.post('/articles/:slug/comments', { preHandler: fastify.authenticate }, async (request, reply) => {
    reply.code(201);
    return { comment: await comments.add(request.params.slug, request.currentUser, request.body.comment.body) };
  });

  fastify.delete('/articles/:slug/comments/:id', { preHandler: fastify.authenticate }, async (request, reply) => {
    const status = await comments.remove(Number(request.params.id), request.currentUser);
    return reply.code(status).send(status === 200 ? {} : { errors: { body: ['cannot delete'] } });
  });
}
