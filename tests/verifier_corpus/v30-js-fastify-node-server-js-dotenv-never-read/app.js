'use strict';

const { sequelize, Tag } = require('./db');

module.exports = async function app(fastify) {
  await sequelize.sync();
  fastify.addHook('onClose', () => sequelize.close());

  fastify.get('/api/health-check', async () => ({ status: 'ok' }));

  fastify.get('/api/tags', async () => {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return { tags: tags.map((t) => t.name) };
  });
};
