import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(
  process.env.PGDATABASE || 'conduit',
  process.env.PGUSER || 'postgres',
  process.env.PGPASSWORD || 'postgres',
  {
    host: process.env.PGHOST || 'localhost',
    port: Number(process.env.PGPORT || 5432),
    dialect: 'postgres',
    logging: false,
  },
);

export const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorName: { type: DataTypes.STRING, allowNull: false },
}, { tableName: 'comments' });
