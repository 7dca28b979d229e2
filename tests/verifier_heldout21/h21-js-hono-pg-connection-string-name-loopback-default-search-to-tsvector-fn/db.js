import { Sequelize, DataTypes } from 'sequelize';

const url = process.env.PG_CONNECTION_STRING ?? 'postgres://user:password@127.0.0.1:5432/conduit';
export const sequelize = new Sequelize(url, { logging: false });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});
