import { Sequelize } from 'sequelize';

const url = process.env.POSTGRES_URL ?? 'postgres://user:password@localhost:5432/conduit';

export const sequelize = new Sequelize(url, { logging: false });
