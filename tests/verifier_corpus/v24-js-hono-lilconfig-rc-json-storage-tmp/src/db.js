import { Sequelize, DataTypes } from 'sequelize';
import { settings } from './settings.js';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: settings.storage, logging: false });

export const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  author: { type: DataTypes.STRING, allowNull: false },
});
