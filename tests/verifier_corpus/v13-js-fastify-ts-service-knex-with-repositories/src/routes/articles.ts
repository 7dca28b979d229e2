import type { FastifyInstance } from 'fastify';
import { createArticle, getArticle } from '../services/articleService.js';

export async function articleRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { slug: string } }>('/articles/:slug', async (request, reply) => {
    const article = await getArticle(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });

  app.post<{ Body: { article: { title: string; description: string; body: string } } }>('/articles', async (request, reply) => {
    const article = await createArticle(request.body.article);
    return reply.code(201).send({ article });
  });
}
