const Fastify = require('fastify');
const { sequelize, Tag } = require('./models');

const app = Fastify({ logger: true });

app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/tags', async () => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return { tags: tags.map((t) => t.name) };
});

(async () => {
  await sequelize.sync();
  await app.listen({ port: 3000, host: '0.0.0.0' });
})().catch((err) => {
  app.log.error(err);
  process.exit(1);
});
