const Fastify = require('fastify');
const { sequelize, Tag } = require('./models');

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ status: 'ok' }));
app.get('/api/tags', async () => ({ tags: (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name) }));

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
