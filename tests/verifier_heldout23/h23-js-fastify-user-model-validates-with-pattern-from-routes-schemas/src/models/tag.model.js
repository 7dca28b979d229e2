const { DataTypes } = require('sequelize');

module.exports = (sequelize) => sequelize.define('tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { timestamps: false });
