const Fastify = require('fastify');
const sequelize = require('./config/database');
require('./models/user.model');

const app = Fastify();
app.get('/api/health-check', async () => ({ status: 'up' }));
app.register(require('./routes/user.routes'), { prefix: '/api' });

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
