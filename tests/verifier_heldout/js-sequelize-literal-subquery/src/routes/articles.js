const articleService = require('../services/articleService');
const userService = require('../services/userService');
const { articleJson } = require('../serializers');

module.exports = async function articles(fastify) {
  async function requireUser(request, reply) {
    const header = request.headers.authorization || '';
    request.user = header.startsWith('Token ') ? await userService.currentUser(header.slice(6)) : null;
    if (!request.user) return reply.code(401).send({ errors: { token: ['missing or invalid'] } });
  }

  fastify.get('/articles', async (request) => {
    const { articles, articlesCount } = await articleService.list(request.query);
    return { articles: articles.map(articleJson), articlesCount };
  });

  fastify.post('/articles', { preHandler: requireUser }, async (request, reply) => {
    const article = await articleService.create(request.user, request.body.article || {});
    return reply.code(201).send({ article: articleJson(article) });
  });

  fastify.get('/articles/:slug', async (request, reply) => {
    const article = await articleService.get(request.params.slug);
    if (!article) return reply.code(404).send({ errors: { article: ['not found'] } });
    return { article: articleJson(article) };
  });
};

module.exports.autoPrefix = '/api';
