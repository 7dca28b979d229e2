import { pathToFileURL } from 'node:url';
import { sequelize } from './sequelize.js';
import '../models/user.js';

export async function setupDatabase() {
  await sequelize.authenticate();
  await sequelize.sync();
}

// `npm run db:setup` on a developer machine: schema plus a case-insensitive index by hand
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await setupDatabase();
  await sequelize.query('CREATE UNIQUE INDEX IF NOT EXISTS users_lower_email ON users (lower(email))');
  await sequelize.query("UPDATE users SET image = NULL WHERE image = ''");
  await sequelize.close();
  console.log('database ready');
}
