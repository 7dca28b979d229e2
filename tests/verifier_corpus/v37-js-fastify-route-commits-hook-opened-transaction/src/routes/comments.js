import * as commentService from '../services/commentService.js';

const userId = (request) => Number((request.headers.authorization ?? '').replace(/^Token /, '').split('.')[0]);

export default async function commentRoutes(app) {
  app.post('/api/articles/:slug/comments', async (request, reply) => {
    const comment = await commentService.addComment(request.params.slug, userId(request), request.body.comment.body, request.tx);
    await request.tx.commit();
    return reply.code(201).send({ comment: { id: comment.id, body: comment.body, createdAt: comment.createdAt } });
  });

  app.delete('/api/articles/:slug/comments/:id', async (request, reply) => {
    try {
      await commentService.deleteComment(Number(request.params.id), userId(request), request.tx);
    } catch (err) {
      await request.tx.rollback();
      if (err instanceof commentService.NotFound) return reply.code(404).send({ errors: { comment: ['not found'] } });
      if (err instanceof commentService.Forbidden) return reply.code(403).send({ errors: { comment: ['forbidden'] } });
      throw err;
    }
    await request.tx.commit();
    return reply.code(204).send();
  });
}
