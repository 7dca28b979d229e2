import type { FastifyInstance } from 'fastify';
import type { ArticleService } from '../services/article.service';

export function articleRoutes(service: ArticleService) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { search?: string; limit?: string; offset?: string } }>('/articles', async (req) =>
      service.list(req.query),
    );

    app.get<{ Params: { slug: string } }>('/articles/:slug', async (req, reply) => {
      const article = await service.get(req.params.slug);
      if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
      return { article };
    });
  };
}
