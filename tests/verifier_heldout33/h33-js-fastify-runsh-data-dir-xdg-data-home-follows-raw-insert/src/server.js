const Fastify = require('fastify');
const { sequelize } = require('./sequelize');
require('./models');

const app = Fastify();
app.get('/api/health-check', async () => ({ up: true }));
app.register(require('./routes/profiles'), { prefix: '/api/profiles' });

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
