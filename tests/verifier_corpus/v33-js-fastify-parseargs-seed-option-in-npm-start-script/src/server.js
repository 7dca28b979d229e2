'use strict';

const fs = require('fs');
const path = require('path');
const { parseArgs } = require('node:util');
const fastify = require('fastify')({ logger: true });
const { sequelize, Tag } = require('./db');
const { seedTags } = require('./seed');

const { values: flags } = parseArgs({ options: { seed: { type: 'boolean', default: false } } });

fastify.get('/api/health-check', async () => ({ status: 'ok' }));
fastify.get('/api/tags', async () => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return { tags: tags.map((t) => t.name) };
});

async function main() {
  fs.mkdirSync(path.join(__dirname, '..', 'db'), { recursive: true });
  await sequelize.sync();
  if (flags.seed) {
    await seedTags();
  }
  await fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
}

main();
