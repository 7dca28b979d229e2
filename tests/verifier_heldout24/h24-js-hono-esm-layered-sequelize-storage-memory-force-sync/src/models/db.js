import { Sequelize } from 'sequelize';

// SQLite keeps the setup dependency-free; sync({ force: true }) gives a clean schema on every boot
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: ':memory:',
  logging: false,
});
