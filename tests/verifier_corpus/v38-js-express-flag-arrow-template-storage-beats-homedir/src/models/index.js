const os = require('os');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const { flag } = require('../flags');

const storage = path.resolve(flag('storage', path.join(os.homedir(), '.conduit', 'conduit.sqlite')));
const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
}, { tableName: 'favorites', indexes: [{ unique: true, fields: ['userId', 'articleSlug'] }] });

module.exports = { sequelize, Favorite };
