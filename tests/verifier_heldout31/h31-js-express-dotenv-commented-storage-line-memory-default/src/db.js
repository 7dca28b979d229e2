const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const config = require('./config');

if (config.sqliteStorage !== ':memory:') {
  fs.mkdirSync(path.dirname(path.resolve(config.sqliteStorage)), { recursive: true });
}

const sequelize = new Sequelize({ dialect: 'sqlite', storage: config.sqliteStorage, logging: false });

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Tag = sequelize.define('tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });

module.exports = { sequelize, User, Tag };
