const { DataTypes } = require('sequelize');
const sequelize = require('../db');

module.exports = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { timestamps: false });
