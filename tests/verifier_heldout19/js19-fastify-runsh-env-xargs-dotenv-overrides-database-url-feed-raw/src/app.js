const Fastify = require('fastify');
const { sequelize } = require('./database');
const articles = require('./articles');

const app = Fastify({ logger: process.env.NODE_ENV !== 'test' });
app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET });
app.get('/api/health-check', async () => ({ status: 'up' }));
app.register(articles, { prefix: '/api/articles' });

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
