import { Sequelize } from 'sequelize';

const { PGHOST: host, PGPORT: port = '5432', PGUSER: user, PGPASSWORD: password } = process.env;

export const databaseName = user;

export const sequelize = new Sequelize(user, user, password, {
  host,
  port: Number(port),
  dialect: 'postgres',
  logging: false,
});
