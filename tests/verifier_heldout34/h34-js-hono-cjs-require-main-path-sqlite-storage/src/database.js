const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

// next to the entry script, whatever directory the process was started from
const storage = path.join(require.main.path, 'conduit.sqlite');

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

module.exports = { sequelize, User };
