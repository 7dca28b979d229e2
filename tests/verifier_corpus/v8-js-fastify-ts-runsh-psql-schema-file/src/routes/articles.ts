import type { FastifyInstance } from 'fastify';
import { Article } from '../models/article.js';
import { User } from '../models/user.js';

export async function articleRoutes(app: FastifyInstance) {
  app.get('/articles', async () => {
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: User, as: 'author', attributes: ['username', 'bio', 'image'] }],
      order: [['createdAt', 'DESC']],
      limit: 20,
    });
    return { articles: rows, articlesCount: count };
  });

  app.get<{ Params: { slug: string } }>('/articles/:slug', async (request, reply) => {
    const article = await Article.findOne({ where: { slug: request.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });
}
