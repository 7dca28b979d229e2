import Fastify from 'fastify';
import { sequelize, Tag } from './db.js';
import { env } from './env.js';

const app = Fastify();

app.get('/api/tags', async () => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return { tags: tags.map((t) => t.get('name')) };
});

await sequelize.sync();
await app.listen({ port: env.PORT, host: '0.0.0.0' });
