const fastify = require('fastify')({ logger: true });
const sequelize = require('./config/database');
require('./models/user');
require('./models/follow');

fastify.get('/api/health-check', async () => ({ ok: true }));
fastify.register(require('./routes/users'), { prefix: '/api' });
fastify.register(require('./routes/profiles'), { prefix: '/api' });

sequelize
  .sync()
  .then(() => fastify.listen({ port: 3000, host: '0.0.0.0' }))
  .catch((err) => {
    fastify.log.error(err);
    process.exit(1);
  });
