const path = require('path');
const Fastify = require('fastify');
const autoload = require('@fastify/autoload');
const { sequelize } = require('./db');
require('./models/favorite');

const app = Fastify({ logger: true });

app.get('/api/health-check', async () => ({ status: 'ok' }));

// every file in routes/ is a plugin; its autoPrefix puts it under /api
app.register(autoload, { dir: path.join(__dirname, 'routes') });

async function main() {
  await sequelize.sync();
  await app.listen({ port: Number(process.env.PORT || 3000), host: '0.0.0.0' });
}

main().catch((err) => {
  app.log.error(err);
  process.exit(1);
});
