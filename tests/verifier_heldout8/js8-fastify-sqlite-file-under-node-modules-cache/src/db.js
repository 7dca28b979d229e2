'use strict';

const fs = require('fs');
const path = require('path');
const fp = require('fastify-plugin');
const { Sequelize, DataTypes } = require('sequelize');

// Keep the database next to the other generated artefacts: node_modules/.cache
// is already ignored by git and wiped by a clean install, which is what we want
// for a throw-away local database.
const cacheDir = path.join(process.cwd(), 'node_modules', '.cache', 'conduit');
fs.mkdirSync(cacheDir, { recursive: true });

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(cacheDir, 'db.sqlite'),
  logging: false,
});

const User = sequelize.define('user', {
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});

const Comment = sequelize.define('comment', { body: DataTypes.TEXT });

Article.belongsTo(User, { as: 'author' });
Comment.belongsTo(User, { as: 'author' });
Comment.belongsTo(Article);
Article.hasMany(Comment, { onDelete: 'CASCADE' });

module.exports = fp(async (fastify) => {
  await sequelize.sync();
  fastify.decorate('db', { sequelize, User, Article, Comment });
});
