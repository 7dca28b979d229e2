import { sequelize } from './models/index.js';

export async function connect(): Promise<void> {
  await sequelize.authenticate();
  await sequelize.sync();
}

export type { Comment, User } from './models/index.js';
