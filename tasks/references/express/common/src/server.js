// Composition root: binds the models to the database, creates the schema, then serves HTTP.
const { setTimeout: sleep } = require('node:timers/promises');
const { createApp } = require('./app');
const { host, port } = require('./config');
const sequelize = require('./db');
const { initModels } = require('./models');

// A freshly started database server may not accept connections yet.
async function connect(attempts = 30) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sequelize.authenticate();
    } catch (err) {
      if (attempt === attempts) throw err;
      await sleep(1000);
    }
  }
}

async function main() {
  initModels(sequelize);
  await connect();
  await sequelize.sync();
  createApp().listen(port, host, () => console.log(`Conduit API listening on http://${host}:${port}/api`));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
