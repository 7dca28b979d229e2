const Fastify = require('fastify');
const { sequelize } = require('./models');

const app = Fastify();
app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'jwt-secret' });
app.register(require('./routes/profiles'), { prefix: '/api/profiles' });
app.register(require('./routes/comments'), { prefix: '/api/articles' });
app.get('/api/health-check', async () => 'ok');

sequelize.authenticate().then(() => sequelize.sync()).then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
