import { Umzug, SequelizeStorage } from 'umzug';
import { sequelize } from './connection.js';

export const migrator = new Umzug({
  migrations: { glob: ['migrations/*.js', { cwd: new URL('.', import.meta.url).pathname }] },
  context: sequelize.getQueryInterface(),
  storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
  logger: console,
});

if (import.meta.url === `file://${process.argv[1]}`) {
  await migrator.up();
  await sequelize.close();
}
