const os = require('node:os');
const path = require('node:path');
const Fastify = require('fastify');
const { Sequelize } = require('sequelize');
const defineModels = require('./models');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(os.tmpdir(), 'conduit.sqlite'),
  logging: false,
});
const models = defineModels(sequelize);

const app = Fastify({ logger: { level: 'warn' } });
app.get('/api/health-check', async () => ({ ok: true }));
app.register(require('./articles'), { prefix: '/api/articles', models });

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
