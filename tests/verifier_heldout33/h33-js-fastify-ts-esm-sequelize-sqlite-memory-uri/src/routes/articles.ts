import type { FastifyInstance } from 'fastify';
import { Article } from '../db.js';

export async function registerArticleRoutes(app: FastifyInstance) {
  app.get('/api/articles', async () => {
    const { rows, count } = await Article.findAndCountAll({ order: [['id', 'DESC']] });
    return { articles: rows, articlesCount: count };
  });
  app.post<{ Body: { article: { title: string; body: string } } }>('/api/articles', async (req, reply) => {
    const { title, body } = req.body.article;
    const article = await Article.create({ title, body, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-') });
    return reply.code(201).send({ article });
  });
}
