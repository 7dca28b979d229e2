import { Sequelize } from 'sequelize';

const {
  PGDATABASE = 'conduit',
  PGUSER = 'user',
  PGPASSWORD = 'password',
  PGPORT = '5432',
} = process.env;

export const sequelize = new Sequelize({
  dialect: 'postgres',
  database: PGDATABASE,
  username: PGUSER,
  password: PGPASSWORD,
  port: Number(PGPORT),
  logging: false,
});
