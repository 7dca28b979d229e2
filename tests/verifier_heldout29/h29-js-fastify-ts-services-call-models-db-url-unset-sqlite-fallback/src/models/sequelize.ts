import { Sequelize } from 'sequelize';

// DB_URL selects PostgreSQL; without it we fall back to a local SQLite file.
export const sequelize = process.env.DB_URL
  ? new Sequelize(process.env.DB_URL, { dialect: 'postgres', logging: false })
  : new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });
