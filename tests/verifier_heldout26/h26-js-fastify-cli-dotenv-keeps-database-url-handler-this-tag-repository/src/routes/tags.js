'use strict';

module.exports = async function (fastify) {
  fastify.get('/tags', async function () {
    return { tags: await this.tagRepository.listNames() };
  });
};
