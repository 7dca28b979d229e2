import { Sequelize } from 'sequelize';

// libpq-style variables, as provided by the environment (PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE)
const required = ['PGHOST', 'PGPORT', 'PGUSER', 'PGPASSWORD', 'PGDATABASE'];
for (const name of required) {
  if (!process.env[name]) throw new Error(`${name} is not set`);
}

export const sequelize = new Sequelize({
  dialect: 'postgres',
  host: process.env.PGHOST,
  port: Number(process.env.PGPORT),
  username: process.env.PGUSER,
  password: process.env.PGPASSWORD,
  database: process.env.PGDATABASE,
  logging: false,
});
