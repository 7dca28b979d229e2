import { FastifyPluginAsync } from 'fastify';
import { ArticleService, NotFoundError } from '../services/article-service';

export const articleRoutes = (articles: ArticleService): FastifyPluginAsync => async (app) => {
  app.get<{ Params: { slug: string } }>('/:slug', async (req, reply) => {
    try {
      return { article: await articles.get(req.params.slug) };
    } catch (err) {
      if (err instanceof NotFoundError) return reply.code(404).send({ errors: { body: ['not found'] } });
      throw err;
    }
  });
};
