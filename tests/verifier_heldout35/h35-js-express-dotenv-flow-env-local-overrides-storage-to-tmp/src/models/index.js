const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const storage = path.resolve(process.env.SQLITE_STORAGE || './data/conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});
Article.belongsTo(User, { as: 'author' });

module.exports = { sequelize, User, Article };
