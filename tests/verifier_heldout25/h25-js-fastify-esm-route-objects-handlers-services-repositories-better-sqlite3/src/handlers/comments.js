import { commentService } from '../services/comment-service.js';
import { requireUser } from './auth.js';

export const commentRoutes = [
  {
    method: 'GET',
    url: '/api/articles/:slug/comments',
    handler: async (request) => ({ comments: commentService.list(request.params.slug) }),
  },
  {
    method: 'POST',
    url: '/api/articles/:slug/comments',
    preHandler: requireUser,
    handler: async (request) => ({ comment: commentService.add(request.params.slug, request.userId, request.body.comment.body) }),
  },
  {
    method: 'DELETE',
    url: '/api/articles/:slug/comments/:id',
    preHandler: requireUser,
    handler: async (request, reply) => {
      const outcome = commentService.remove(request.params.slug, Number(request.params.id), request.userId);
      if (outcome === 'missing') return reply.code(404).send({ errors: { comment: ['not found'] } });
      if (outcome === 'forbidden') return reply.code(403).send({ errors: { comment: ['forbidden'] } });
      return reply.code(204).send();
    },
  },
];
