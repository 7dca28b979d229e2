import { Sequelize } from 'sequelize';

export const SCHEMA = 'conduit';

export function createSequelize(): Sequelize {
  return new Sequelize({
    dialect: 'postgres',
    host: process.env.PGHOST,
    port: Number(process.env.PGPORT ?? 5432),
    username: process.env.PGUSER,
    password: process.env.PGPASSWORD,
    database: process.env.PGDATABASE,
    define: { schema: SCHEMA, underscored: true },
    logging: false,
  });
}

export async function prepareDatabase(sequelize: Sequelize): Promise<void> {
  await sequelize.authenticate();
  await sequelize.createSchema(SCHEMA, {});
  await sequelize.sync();
}
