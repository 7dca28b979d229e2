'use strict';

const articles = require('../services/articles');
const { text, envelope, pagination, reply, article } = require('./schemas');

const articleReply = { 200: reply('article', article) };
const listReply = {
  200: {
    type: 'object',
    required: ['articles', 'articlesCount'],
    properties: { articles: { type: 'array', items: article }, articlesCount: { type: 'integer' } },
  },
};
const slugParams = { type: 'object', properties: { slug: { type: 'string' } } };

module.exports = async function articleRoutes(fastify) {
  fastify.get(
    '/articles',
    {
      onRequest: fastify.optionalAuth,
      schema: {
        querystring: {
          type: 'object',
          properties: { tag: { type: 'string' }, author: { type: 'string' }, favorited: { type: 'string' }, ...pagination },
        },
        response: listReply,
      },
    },
    async (request) => {
      const { tag, author, favorited, limit, offset } = request.query;
      return articles.list({ tag, author, favorited, limit, offset }, request.userId);
    },
  );

  fastify.get(
    '/articles/feed',
    {
      onRequest: fastify.requireAuth,
      schema: { querystring: { type: 'object', properties: pagination }, response: listReply },
    },
    async (request) => {
      const { limit, offset } = request.query;
      return articles.feed(request.userId, { limit, offset });
    },
  );

  fastify.get(
    '/articles/:slug',
    { onRequest: fastify.optionalAuth, schema: { params: slugParams, response: articleReply } },
    async (request) => ({ article: await articles.get(request.params.slug, request.userId) }),
  );

  fastify.post(
    '/articles',
    {
      onRequest: fastify.requireAuth,
      schema: {
        body: envelope('article', {
          required: ['title', 'description', 'body'],
          properties: { title: text, description: text, body: text, tagList: { type: 'array', items: text } },
        }),
        response: { 201: reply('article', article) },
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
        params: slugParams,
        body: envelope('article', { minProperties: 1, properties: { title: text, description: text, body: text } }),
        response: articleReply,
      },
    },
    async (request) => ({
      article: await articles.update(request.userId, request.params.slug, request.body.article),
    }),
  );

  fastify.delete(
    '/articles/:slug',
    { onRequest: fastify.requireAuth, schema: { params: slugParams } },
    async (request, reply) => {
      await articles.remove(request.userId, request.params.slug);
      return reply.code(204).send();
    },
  );

  fastify.post(
    '/articles/:slug/favorite',
    { onRequest: fastify.requireAuth, schema: { params: slugParams, response: articleReply } },
    async (request) => ({ article: await articles.favorite(request.userId, request.params.slug) }),
  );

  fastify.delete(
    '/articles/:slug/favorite',
    { onRequest: fastify.requireAuth, schema: { params: slugParams, response: articleReply } },
    async (request) => ({ article: await articles.unfavorite(request.userId, request.params.slug) }),
  );
};
