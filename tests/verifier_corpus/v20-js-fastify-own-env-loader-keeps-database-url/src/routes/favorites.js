async function favoriteRoutes(fastify) {
  const { Article, Favorite } = fastify.models;

  async function view(article, username) {
    const favoritesCount = await Favorite.count({ where: { articleId: article.id } });
    const favorited = username ? (await Favorite.count({ where: { articleId: article.id, username } })) > 0 : false;
    return { article: { slug: article.slug, title: article.title, description: article.description, body: article.body, favorited, favoritesCount } };
  }

  fastify.post('/api/articles/:slug/favorite', async (request, reply) => {
    const username = request.headers['x-username'];
    if (!username) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    const article = await Article.findOne({ where: { slug: request.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    await Favorite.findOrCreate({ where: { articleId: article.id, username } });
    return view(article, username);
  });

  fastify.delete('/api/articles/:slug/favorite', async (request, reply) => {
    const username = request.headers['x-username'];
    if (!username) return reply.code(401).send({ errors: { body: ['unauthorized'] } });
    const article = await Article.findOne({ where: { slug: request.params.slug } });
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    await Favorite.destroy({ where: { articleId: article.id, username } });
    return view(article, username);
  });
}

module.exports = favoriteRoutes;
