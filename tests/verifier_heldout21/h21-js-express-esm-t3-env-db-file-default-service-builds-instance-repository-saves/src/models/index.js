import path from 'node:path';
import { Sequelize, DataTypes } from 'sequelize';
import { env } from '../env.js';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.resolve(env.DB_FILE), logging: false });

export const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false, validate: { notEmpty: true } },
  articleId: { type: DataTypes.INTEGER, allowNull: false },
  authorId: { type: DataTypes.INTEGER, allowNull: false },
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER,
});
