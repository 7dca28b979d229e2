const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const { sqlitePath } = require('../config');

fs.mkdirSync(path.dirname(sqlitePath), { recursive: true });
const sequelize = new Sequelize({ dialect: 'sqlite', storage: sqlitePath, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Comment = sequelize.define('Comment', { body: DataTypes.TEXT, articleSlug: DataTypes.STRING });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = { sequelize, User, Comment };
