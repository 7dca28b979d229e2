import { Sequelize, DataTypes } from 'sequelize';

// POSTGRES_URL in production (docker-compose sets it); a local SQLite file otherwise,
// so the app runs without a database server during development.
const url = process.env.POSTGRES_URL;

export const sequelize = url
  ? new Sequelize(url, { dialect: 'postgres', logging: false })
  : new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, unique: true, allowNull: false },
});
