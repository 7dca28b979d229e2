const UserRepository = require('../repositories/user.repository');
const ArticleRepository = require('../repositories/article.repository');
const ProfileService = require('../services/profile.service');
const ArticleService = require('../services/article.service');

const listQuery = {
  type: 'object',
  properties: {
    tag: { type: 'string' },
    author: { type: 'string' },
    favorited: { type: 'string' },
    limit: { type: 'integer', minimum: 0, default: 20 },
    offset: { type: 'integer', minimum: 0, default: 0 },
  },
};

const articleBody = {
  type: 'object',
  required: ['article'],
  properties: {
    article: {
      type: 'object',
      required: ['title', 'description', 'body'],
      properties: {
        title: { type: 'string', minLength: 1 },
        description: { type: 'string', minLength: 1 },
        body: { type: 'string', minLength: 1 },
        tagList: { type: 'array', items: { type: 'string' } },
      },
    },
  },
};

module.exports = async function articleRoutes(fastify) {
  const users = new UserRepository(fastify.models);
  const articles = new ArticleService(new ArticleRepository(fastify.models), users, new ProfileService(users));
  const auth = { onRequest: fastify.authenticate };
  const optional = { onRequest: fastify.identify };

  fastify.get('/articles', { ...optional, schema: { querystring: listQuery } }, async (request) => articles.list(request.query, request.userId));
  fastify.get('/articles/feed', { ...auth, schema: { querystring: listQuery } }, async (request) => articles.feed(request.query, request.userId));
  fastify.get('/articles/:slug', optional, async (request) => ({ article: await articles.get(request.params.slug, request.userId) }));

  fastify.post('/articles', { ...auth, schema: { body: articleBody } }, async (request, reply) => {
    reply.code(201);
    return { article: await articles.create(request.body.article, request.userId) };
  });

  fastify.put('/articles/:slug', auth, async (request) => ({
    article: await articles.update(request.params.slug, (request.body && request.body.article) || {}, request.userId),
  }));

  fastify.delete('/articles/:slug', auth, async (request, reply) => {
    await articles.remove(request.params.slug, request.userId);
    reply.code(204).send();
  });

  fastify.post('/articles/:slug/favorite', auth, async (request) => ({ article: await articles.favorite(request.params.slug, request.userId, true) }));
  fastify.delete('/articles/:slug/favorite', auth, async (request) => ({ article: await articles.favorite(request.params.slug, request.userId, false) }));
};
