import * as commentService from '../services/comment-service.js';

export default async function commentRoutes(app) {
  app.get('/articles/:slug/comments', async (request) => ({
    comments: await commentService.listComments(request.params.slug),
  }));

  app.post('/articles/:slug/comments', { preHandler: app.authenticate }, async (request) => ({
    comment: await commentService.addComment(request.params.slug, request.currentUser, request.body?.comment?.body),
  }));

  app.delete('/articles/:slug/comments/:id', { preHandler: app.authenticate }, async (request, reply) => {
    await commentService.deleteComment(Number(request.params.id), request.currentUser);
    return reply.code(200).send({});
  });
}
