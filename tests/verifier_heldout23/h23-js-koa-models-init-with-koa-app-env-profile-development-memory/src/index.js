const app = require('./app');
const { connect } = require('./db');
const { initModels } = require('./models');
const config = require('./config');

async function start() {
  const sequelize = connect(app.env);
  initModels(sequelize);
  await sequelize.sync();
  app.listen(config.port, () => console.log(`[${app.env}] koa-conduit listening on ${config.port}`));
}

start().catch((err) => {
  console.error(err);
  process.exit(1);
});
