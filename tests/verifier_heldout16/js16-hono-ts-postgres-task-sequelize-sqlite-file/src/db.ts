import { Sequelize, DataTypes } from 'sequelize';

// SQLite keeps the setup simple: no server to configure.
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: './data.sqlite', logging: false });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});
