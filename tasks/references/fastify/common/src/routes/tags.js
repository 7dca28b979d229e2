'use strict';

const tags = require('../services/tags');
const { reply } = require('./schemas');

module.exports = async function tagRoutes(fastify) {
  fastify.get(
    '/tags',
    { schema: { response: { 200: reply('tags', { type: 'array', items: { type: 'string' } }) } } },
    async () => ({ tags: await tags.list() }),
  );
};
