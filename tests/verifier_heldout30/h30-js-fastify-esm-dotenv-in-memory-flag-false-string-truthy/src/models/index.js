import { DataTypes, Sequelize } from 'sequelize';
import { config } from '../config.js';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: config.storage, logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
