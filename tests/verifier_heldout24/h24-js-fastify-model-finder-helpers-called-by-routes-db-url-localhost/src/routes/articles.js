const articleService = require('../services/articleService');
const { findArticleBySlug } = require('../models');

const view = (a) => ({
  slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: a.tagList,
  createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
  author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
});

module.exports = async function articleRoutes(fastify) {
  fastify.get('/articles', async (req) => {
    const { rows, count } = await articleService.list(req.query);
    return { articles: rows.map(view), articlesCount: count };
  });

  fastify.get('/articles/:slug', async (req, reply) => {
    const article = await findArticleBySlug(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: view(article) };
  });

  fastify.delete('/articles/:slug', { preHandler: fastify.auth }, async (req, reply) => {
    const article = await findArticleBySlug(req.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    if (article.authorId !== req.user.id) return reply.code(403).send({ errors: { article: ['forbidden'] } });
    await articleService.remove(article);
    return reply.code(204).send();
  });
};
