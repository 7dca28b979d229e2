import { sequelize } from './models/index.js';

// the tables come from the models; db/schema.sql is kept as a reference for DBAs
export async function prepareSchema() {
  await sequelize.sync();
}
