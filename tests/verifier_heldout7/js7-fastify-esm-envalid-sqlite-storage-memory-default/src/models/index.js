import { Sequelize, DataTypes } from 'sequelize';
import { env } from '../config/env.js';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: env.SQLITE_STORAGE, logging: false });

export const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
});

export const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { foreignKey: 'authorId' });
