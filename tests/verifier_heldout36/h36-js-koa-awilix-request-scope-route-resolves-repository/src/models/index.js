const { DataTypes } = require('sequelize');
module.exports = (sequelize) => ({
  Article: sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT, authorId: DataTypes.INTEGER }),
});
