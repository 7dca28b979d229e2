import type { FastifyInstance } from 'fastify';

export default async function articleRoutes(app: FastifyInstance) {
  app.get('/articles/feed', { onRequest: [app.authenticate] }, async (req) => {
    const { limit, offset } = req.query as { limit?: string; offset?: string };
    return app.services.articles.feed((req.user as { id: number }).id, Number(limit ?? 20), Number(offset ?? 0));
  });

  app.post('/articles', { onRequest: [app.authenticate] }, async (req, reply) => {
    const { article } = req.body as { article: { title: string; description: string; body: string } };
    reply.code(201);
    return { article: await app.services.articles.create((req.user as { id: number }).id, article) };
  });
}
