const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const dataDir = path.join(path.dirname(require.main.filename), '..', 'storage');
fs.mkdirSync(dataDir, { recursive: true });

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dataDir, 'conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING,
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

module.exports = { sequelize, User };
