import { Sequelize } from 'sequelize';

export const SCHEMA = 'conduit_app';

export const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  logging: false,
  define: { schema: SCHEMA, underscored: true },
});

export async function prepareDatabase() {
  await sequelize.createSchema(SCHEMA, {}).catch((e) => {
    if (!/already exists/.test(e.message)) throw e;
  });
  await sequelize.sync();
}
