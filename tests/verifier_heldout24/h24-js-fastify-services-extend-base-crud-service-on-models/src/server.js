const app = require('fastify')({ logger: true });
const { sequelize } = require('./models');

app.get('/api/health-check', async () => 'ok');
app.register(require('./routes/comments'), { prefix: '/api' });
app.register(require('./routes/tags'), { prefix: '/api' });

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
