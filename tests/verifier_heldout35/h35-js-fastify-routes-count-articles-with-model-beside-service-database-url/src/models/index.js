const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING,
  description: DataTypes.STRING, body: DataTypes.TEXT,
});
module.exports = { sequelize, Article };
