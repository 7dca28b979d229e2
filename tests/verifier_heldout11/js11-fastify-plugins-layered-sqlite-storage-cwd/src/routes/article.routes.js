module.exports = async function articleRoutes(app) {
  app.get('/:slug', async (request) => ({ article: (await app.services.articles.get(request.params.slug)).toJSON() }));
  app.post('/', { onRequest: [async (req) => req.jwtVerify()] }, async (request, reply) => {
    const article = await app.services.articles.create(request.user.id, request.body.article);
    reply.code(201).send({ article: article.toJSON() });
  });
};
