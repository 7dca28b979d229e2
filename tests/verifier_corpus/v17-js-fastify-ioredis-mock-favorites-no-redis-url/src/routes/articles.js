'use strict';
const { User, Article } = require('../store/db');
const favorites = require('../store/favorites');

async function present(article, viewerId) {
  return {
    slug: article.slug,
    title: article.title,
    description: article.description,
    body: article.body,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    favorited: viewerId ? await favorites.has(article.id, viewerId) : false,
    favoritesCount: await favorites.count(article.id),
    author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
  };
}

module.exports = async function articleRoutes(app) {
  const load = (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  const viewer = (request) => Number(request.headers['x-user-id']) || null;

  app.get('/articles/:slug', async (request, reply) => {
    const article = await load(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
    return { article: await present(article, viewer(request)) };
  });

  app.post('/articles/:slug/favorite', async (request, reply) => {
    const article = await load(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
    await favorites.add(article.id, viewer(request));
    return { article: await present(article, viewer(request)) };
  });

  app.delete('/articles/:slug/favorite', async (request, reply) => {
    const article = await load(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { body: ['article not found'] } });
    await favorites.remove(article.id, viewer(request));
    return { article: await present(article, viewer(request)) };
  });
};
