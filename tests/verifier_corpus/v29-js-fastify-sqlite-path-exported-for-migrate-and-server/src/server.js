const Fastify = require('fastify');
const { sequelize, Tag } = require('./db');

const app = Fastify({ logger: false });

app.get('/api/health-check', async () => ({ status: 'ok' }));

app.get('/api/tags', async () => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return { tags: tags.map((t) => t.name) };
});

async function main() {
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
