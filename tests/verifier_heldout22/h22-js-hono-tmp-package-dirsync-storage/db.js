const path = require('path');
const tmp = require('tmp');
const { Sequelize, DataTypes } = require('sequelize');

// keep the database out of the source tree so restarts start clean
const dataDir = tmp.dirSync({ prefix: 'conduit-', unsafeCleanup: true }).name;

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
