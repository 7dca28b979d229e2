import { FastifyInstance } from 'fastify';

export default async function (app: FastifyInstance) {
  app.get<{ Params: { slug: string } }>('/articles/:slug', async (req, reply) => {
    const article = await app.services.articles.get(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article };
  });
}
