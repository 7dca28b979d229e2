'use strict';

const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', 'db', 'conduit.sqlite'),
  logging: false,
});

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

module.exports = { sequelize, Tag };
