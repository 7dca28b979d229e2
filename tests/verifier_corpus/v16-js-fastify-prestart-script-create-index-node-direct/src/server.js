const Fastify = require('fastify');
const { sequelize } = require('./db');

const app = Fastify({ logger: true });
app.register(require('./routes/articles'));

async function main() {
  await sequelize.sync();
  await app.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
}

main().catch((err) => {
  app.log.error(err);
  process.exit(1);
});
