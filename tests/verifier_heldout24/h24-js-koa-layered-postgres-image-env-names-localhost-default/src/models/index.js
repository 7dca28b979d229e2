const { Sequelize, DataTypes } = require('sequelize');
const cfg = require('../config/database');

const sequelize = new Sequelize(cfg.database, cfg.username, cfg.password, cfg);

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorUsername: { type: DataTypes.STRING, allowNull: false },
});

module.exports = { sequelize, Comment };
