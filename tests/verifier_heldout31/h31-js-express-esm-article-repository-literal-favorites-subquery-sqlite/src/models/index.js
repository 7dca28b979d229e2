import { DataTypes } from 'sequelize';
import { sequelize } from '../db/connection.js';

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
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

export const Favorite = sequelize.define('Favorite', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' });
