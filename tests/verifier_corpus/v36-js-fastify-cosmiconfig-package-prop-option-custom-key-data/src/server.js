const Fastify = require('fastify');
const { sequelize, Tag } = require('./db');

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.get('/api/tags', async () => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return { tags: tags.map((t) => t.name) };
});

sequelize.sync().then(() => app.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' }));
