import type { FastifyInstance } from 'fastify';
import { feedFor } from '../repositories/feedRepository.js';

export async function feedRoutes(app: FastifyInstance) {
  app.get('/articles/feed', async (req) => {
    const q = req.query as { limit?: string; offset?: string };
    const userId = Number(req.headers['x-user-id'] ?? 0);
    const articles = await feedFor(userId, Number(q.limit ?? 20), Number(q.offset ?? 0));
    return { articles, articlesCount: articles.length };
  });
}
