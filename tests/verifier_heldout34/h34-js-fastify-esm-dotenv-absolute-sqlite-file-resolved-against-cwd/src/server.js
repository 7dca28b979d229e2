import 'dotenv/config';
import Fastify from 'fastify';
import sequelizePlugin from './plugins/sequelize.js';

const app = Fastify({ logger: true });
await app.register(sequelizePlugin);

app.get('/api/health-check', async () => ({ ok: true }));
app.get('/api/tags', async () => {
  const tags = await app.db.Tag.findAll({ attributes: ['name'] });
  return { tags: tags.map((t) => t.name) };
});

await app.listen({ port: 3000, host: '0.0.0.0' });
