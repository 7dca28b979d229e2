const { DataTypes } = require('sequelize');

module.exports = (sequelize) => sequelize.define('comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
});
