const fastify = require('fastify')();
const { DataTypes } = require('sequelize');
const sequelize = require('./db');

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.get('/api/tags', async () => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return { tags: tags.map((t) => t.name) };
});

sequelize.sync().then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }));
