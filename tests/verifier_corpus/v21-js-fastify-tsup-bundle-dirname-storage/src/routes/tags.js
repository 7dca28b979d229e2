'use strict';
const { Tag } = require('../models');

module.exports = async function tagRoutes(fastify) {
  fastify.get('/api/tags', async () => {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });
};
