'use strict';

module.exports = async function (fastify) {
  fastify.get('/', async () => ({ tags: await fastify.services.tags.list() }));
};
