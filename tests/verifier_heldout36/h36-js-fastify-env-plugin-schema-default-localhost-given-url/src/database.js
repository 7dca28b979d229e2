const { Sequelize, DataTypes } = require('sequelize');
exports.createDatabase = (url) => {
  const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });
  const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
  return { sequelize, Tag };
};
