import { container } from 'tsyringe';
import { Sequelize } from 'sequelize';
import { databaseUrl } from './config/database';
import { initModels } from './models';

export const SEQUELIZE = Symbol('Sequelize');

export async function bootstrapContainer(): Promise<void> {
  const sequelize = new Sequelize(databaseUrl(), { dialect: 'postgres', logging: false });
  initModels(sequelize);
  await sequelize.sync();
  container.registerInstance(SEQUELIZE, sequelize);
}
