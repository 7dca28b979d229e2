import { Sequelize, DataTypes } from 'sequelize';
import { config } from '../plugins/env.js';

export const sequelize = new Sequelize(config.DATABASE_URL, { logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
}, { tableName: 'articles' });

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
