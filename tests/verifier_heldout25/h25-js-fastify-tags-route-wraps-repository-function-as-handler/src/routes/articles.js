const articleService = require('../services/article-service');

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tags.map((t) => t.name),
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = async function articleRoutes(fastify) {
  fastify.get('/articles', async (request) => {
    const { rows, count } = await articleService.list(request.query);
    return { articles: rows.map(view), articlesCount: count };
  });

  fastify.get('/articles/:slug', async (request, reply) => {
    const article = await articleService.get(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: view(article) };
  });

  fastify.post('/articles', { onRequest: [fastify.authenticate] }, async (request, reply) => {
    const article = await articleService.create(request.user.id, request.body.article);
    return reply.code(201).send({ article: view(article) });
  });
};
