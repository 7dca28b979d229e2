import { sequelize } from './db';
import { graphDb } from './follow';
export { User } from './user';
export { Follow } from './follow';

export async function syncAll() {
  await sequelize.sync();
  await graphDb.sync();
}
