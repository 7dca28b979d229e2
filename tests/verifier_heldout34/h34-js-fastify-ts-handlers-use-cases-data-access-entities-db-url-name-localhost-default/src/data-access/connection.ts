import { Sequelize } from 'sequelize';
import { initEntities } from '../entities/profile';

const url = process.env.DB_URL ?? 'postgres://conduit:conduit@localhost:5432/conduit';

export const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });
initEntities(sequelize);
