import type { FastifyInstance } from 'fastify';
import type { ArticleService } from '../services/article-service';

export function articleRoutes(service: ArticleService) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { limit?: string; offset?: string } }>('/articles/feed', async (request, reply) => {
      const { id } = await request.jwtVerify<{ id: number }>().catch(() => ({ id: 0 }));
      if (!id) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
      return service.feed(id, Number(request.query.limit ?? 20), Number(request.query.offset ?? 0));
    });
  };
}
