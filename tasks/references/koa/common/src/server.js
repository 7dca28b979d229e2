import { createApp } from './app.js';
import { config } from './config.js';
import { sequelize } from './db.js';
import { initModels } from './models/index.js';

// Composition root: bind the models to the database, create the schema, then serve.
initModels(sequelize);
await sequelize.sync();

createApp().listen(config.port, config.host, () => {
  console.log(`Conduit API listening on http://${config.host}:${config.port}/api`);
});
