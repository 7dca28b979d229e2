'use strict';
const { Tag } = require('../db');

module.exports = async function tags(fastify) {
  fastify.get('/tags', async () => {
    const rows = await Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: rows.map((t) => t.name) };
  });
};
