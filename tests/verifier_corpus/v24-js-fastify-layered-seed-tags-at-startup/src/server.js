const { buildApp } = require('./app');
const { sequelize } = require('./models');
const { seedTags } = require('./db/seed');

async function start() {
  await sequelize.sync();
  await seedTags();
  const app = buildApp();
  await app.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
