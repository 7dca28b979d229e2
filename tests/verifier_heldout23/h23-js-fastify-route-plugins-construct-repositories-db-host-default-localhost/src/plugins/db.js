const fp = require('fastify-plugin');
const { createModels } = require('../models');

module.exports = fp(async (fastify, opts) => {
  const models = createModels(opts.db);
  await models.sequelize.sync();
  fastify.decorate('models', models);
  fastify.addHook('onClose', async () => models.sequelize.close());
}, { name: 'db' });
