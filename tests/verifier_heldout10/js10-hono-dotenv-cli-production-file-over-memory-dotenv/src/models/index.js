import 'dotenv/config';
import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.DB_STORAGE,
  logging: process.env.LOG_SQL === 'true' ? console.log : false,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});
