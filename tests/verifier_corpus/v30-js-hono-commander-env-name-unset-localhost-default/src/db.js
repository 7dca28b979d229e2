import { Sequelize, DataTypes } from 'sequelize';
import { options } from './options.js';

export const sequelize = new Sequelize(options.dbUrl, { dialect: 'postgres', logging: false });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });
