import { addComment, deleteComment, listComments } from '../usecases/comments.js';

export default async function commentHandlers(app) {
  app.get('/articles/:slug/comments', async (req) => ({ comments: await listComments(req.params.slug) }));
  app.post('/articles/:slug/comments', { onRequest: [app.requireUser] }, async (req) => ({
    comment: await addComment(req.params.slug, req.user.id, req.body.comment.body),
  }));
  app.delete('/articles/:slug/comments/:id', { onRequest: [app.requireUser] }, async (req, reply) => {
    await deleteComment(Number(req.params.id), req.user.id);
    return reply.code(200).send({});
  });
}
