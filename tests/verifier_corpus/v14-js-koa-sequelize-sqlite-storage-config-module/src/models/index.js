const { Sequelize, DataTypes } = require('sequelize');
const dbConfig = require('../../config/database');

const sequelize = new Sequelize(dbConfig);

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { timestamps: false });

module.exports = { sequelize, Tag };
