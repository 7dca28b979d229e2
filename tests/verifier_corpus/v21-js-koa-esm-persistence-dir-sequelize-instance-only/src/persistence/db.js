import { Sequelize } from 'sequelize';

// One shared connection for the whole process; the models attach to it.
export const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  logging: false,
  pool: { max: 10, idle: 10000 },
});
