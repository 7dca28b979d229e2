import type { FastifyInstance } from 'fastify';
import { inject, injectable } from 'tsyringe';
import { TOKENS } from '../tokens';
import type { CommentService } from '../services/comment.service';

@injectable()
export class CommentsRoute {
  constructor(@inject(TOKENS.CommentService) private readonly comments: CommentService) {}

  register = async (app: FastifyInstance) => {
    app.get<{ Params: { slug: string } }>('/articles/:slug/comments', async (req) => ({
      comments: await this.comments.list(req.params.slug),
    }));

    app.post<{ Params: { slug: string }; Body: { comment?: { body?: string } } }>(
      '/articles/:slug/comments',
      async (req) => ({
        comment: await this.comments.add(req.params.slug, String(req.headers['x-user'] ?? 'anonymous'), req.body.comment?.body ?? ''),
      }),
    );

    app.delete<{ Params: { slug: string; id: string } }>('/articles/:slug/comments/:id', async (req, reply) => {
      const removed = await this.comments.remove(req.params.slug, Number(req.params.id));
      return removed ? reply.send({}) : reply.code(404).send({ errors: { comment: ['not found'] } });
    });
  };
}
