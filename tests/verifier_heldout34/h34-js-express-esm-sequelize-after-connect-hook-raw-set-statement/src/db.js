import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  logging: false,
  pool: { max: 10 },
});

// Every new pooled connection gets a statement timeout and UTC, so a slow
// feed query cannot hang the request and timestamps serialise consistently.
sequelize.addHook('afterConnect', async (connection) => {
  await connection.query("SET statement_timeout = '5s'");
  await connection.query("SET TIME ZONE 'UTC'");
});
