import type { FastifyInstance } from 'fastify';
import type { CommentService } from '../services/CommentService';
import type { CommentRepository } from '../repositories/CommentRepository';

function currentUserId(header: string | undefined): number | null {
  // token format: "Token <id>.<signature>" (verified by the auth hook in server.ts)
  const raw = header?.split(' ')[1];
  return raw ? Number(raw.split('.')[0]) : null;
}

export default async function commentRoutes(app: FastifyInstance) {
  app.get<{ Params: { slug: string } }>('/articles/:slug/comments', async (request) => {
    const service = request.diScope.resolve<CommentService>('commentService');
    return { comments: await service.list(request.params.slug) };
  });

  app.post<{ Params: { slug: string }; Body: { comment?: { body?: string } } }>(
    '/articles/:slug/comments',
    async (request, reply) => {
      const service = request.diScope.resolve<CommentService>('commentService');
      const userId = currentUserId(request.headers.authorization);
      if (!userId) return reply.code(401).send({ errors: { token: ['required'] } });
      const comment = await service.add(request.params.slug, userId, request.body.comment?.body);
      return reply.code(201).send({ comment });
    },
  );

  app.delete<{ Params: { slug: string; id: string } }>('/articles/:slug/comments/:id', async (request, reply) => {
    const comments = request.diScope.resolve<CommentRepository>('commentRepository');
    const userId = currentUserId(request.headers.authorization);
    const comment = await comments.byId(Number(request.params.id));
    if (!comment) return reply.code(404).send({ errors: { comment: ['not found'] } });
    if (comment.authorId !== userId) return reply.code(403).send({ errors: { comment: ['forbidden'] } });
    await comments.remove(comment.id);
    return {};
  });
}
