export default async function articleRoutes(fastify, { services }) {
  fastify.get('/', async (request) => {
    const { tag, author, limit = 20, offset = 0 } = request.query;
    return services.articles.list({ tag, author, limit: Number(limit), offset: Number(offset) });
  });
  fastify.get('/:slug', async (request, reply) => {
    const article = await services.articles.bySlug(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
    return { article };
  });
}
