import { addComment, commentsOn } from '../services/comments.js';

export default async function commentRoutes(app) {
  app.get('/articles/:slug/comments', async (request, reply) => {
    const comments = await commentsOn(request.params.slug);
    if (!comments) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { comments };
  });

  app.post('/articles/:slug/comments', async (request, reply) => {
    const comment = await addComment(request.params.slug, request.headers['x-user'] ?? 'anonymous', request.body.comment?.body);
    if (!comment) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { comment };
  });
}
