'use strict';
const fs = require('node:fs');
const path = require('node:path');
const config = require('config');
const { Sequelize, DataTypes } = require('sequelize');

const dbConfig = config.get('db');
const storage = path.resolve(process.cwd(), dbConfig.storage);
fs.mkdirSync(path.dirname(storage), { recursive: true });

const sequelize = new Sequelize({
  dialect: dbConfig.dialect,
  storage,
  logging: dbConfig.logging ? console.log : false,
});

const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT, allowNull: true },
  image: { type: DataTypes.STRING, allowNull: true },
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
});

const Favorite = sequelize.define('Favorite', {}, { timestamps: false });
const Follow = sequelize.define('Follow', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { foreignKey: 'authorId' });
User.belongsToMany(Article, { through: Favorite, as: 'favorites', foreignKey: 'userId' });
Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy', foreignKey: 'articleId' });
User.belongsToMany(User, { through: Follow, as: 'following', foreignKey: 'followerId', otherKey: 'followedId' });

module.exports = { sequelize, User, Article, Favorite, Follow };
