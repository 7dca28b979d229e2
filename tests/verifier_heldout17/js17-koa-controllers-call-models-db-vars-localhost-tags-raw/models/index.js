const { Sequelize, DataTypes } = require('sequelize');
const cfg = require('../config/db');

const sequelize = new Sequelize(cfg.database, cfg.username, cfg.password, { host: cfg.host, port: cfg.port, dialect: cfg.dialect, logging: false });
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT,
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
});
const Favorite = sequelize.define('Favorite', { userId: DataTypes.INTEGER, articleId: DataTypes.INTEGER });
module.exports = { sequelize, Article, Favorite };
