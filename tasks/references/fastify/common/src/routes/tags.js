'use strict';
// feature-file: articles

const tags = require('../services/tags');
const { string, responseBody } = require('./schemas');

module.exports = async function tagRoutes(fastify) {
  fastify.get(
    '/tags',
    { schema: { response: { 200: responseBody('tags', { type: 'array', items: string }) } } },
    async () => ({ tags: await tags.list() }),
  );
};
