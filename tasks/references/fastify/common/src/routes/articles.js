'use strict';
// feature-file: articles

const articles = require('../services/articles');
const { text, string, requestBody, responseBody, pagination, article } = require('./schemas');

const articleResponse = responseBody('article', article);
const listResponse = {
  type: 'object',
  required: ['articles', 'articlesCount'],
  properties: { articles: { type: 'array', items: article }, articlesCount: { type: 'integer' } },
};

module.exports = async function articleRoutes(fastify) {
  fastify.get(
    '/articles',
    {
      onRequest: fastify.optionalAuth,
      schema: {
        // feature-begin: favorites
        querystring: { type: 'object', properties: { tag: string, author: string, favorited: string, ...pagination } },
        // feature-else: favorites
        // querystring: { type: 'object', properties: { tag: string, author: string, ...pagination } },
        // feature-end: favorites
        response: { 200: listResponse },
      },
    },
    async (request) => {
      // feature-begin: favorites
      const { tag, author, favorited, limit, offset } = request.query;
      return articles.list({ tag, author, favorited, limit, offset }, request.userId);
      // feature-else: favorites
      // const { tag, author, limit, offset } = request.query;
      // return articles.list({ tag, author, limit, offset }, request.userId);
      // feature-end: favorites
    },
  );
  // feature-begin: profiles

  fastify.get(
    '/articles/feed',
    {
      onRequest: fastify.requireAuth,
      schema: { querystring: { type: 'object', properties: pagination }, response: { 200: listResponse } },
    },
    async (request) => {
      const { limit, offset } = request.query;
      return articles.feed(request.userId, { limit, offset });
    },
  );
  // feature-end: profiles

  fastify.get(
    '/articles/:slug',
    { onRequest: fastify.optionalAuth, schema: { response: { 200: articleResponse } } },
    async (request) => ({ article: await articles.get(request.params.slug, request.userId) }),
  );

  fastify.post(
    '/articles',
    {
      onRequest: fastify.requireAuth,
      schema: {
        body: requestBody('article', {
          required: ['title', 'description', 'body'],
          properties: { title: text, description: text, body: text, tagList: { type: 'array', items: text } },
        }),
        response: { 201: articleResponse },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { article: await articles.create(request.userId, request.body.article) };
    },
  );

  fastify.put(
    '/articles/:slug',
    {
      onRequest: fastify.requireAuth,
      schema: {
        body: requestBody('article', { minProperties: 1, properties: { title: text, description: text, body: text } }),
        response: { 200: articleResponse },
      },
    },
    async (request) => ({
      article: await articles.update(request.userId, request.params.slug, request.body.article),
    }),
  );

  fastify.delete('/articles/:slug', { onRequest: fastify.requireAuth }, async (request, reply) => {
    await articles.remove(request.userId, request.params.slug);
    return reply.code(204).send();
  });
  // feature-begin: favorites

  fastify.post(
    '/articles/:slug/favorite',
    { onRequest: fastify.requireAuth, schema: { response: { 200: articleResponse } } },
    async (request) => ({ article: await articles.favorite(request.userId, request.params.slug) }),
  );

  fastify.delete(
    '/articles/:slug/favorite',
    { onRequest: fastify.requireAuth, schema: { response: { 200: articleResponse } } },
    async (request) => ({ article: await articles.unfavorite(request.userId, request.params.slug) }),
  );
  // feature-end: favorites
};
