const { DataTypes } = require('sequelize');
const { sequelize } = require('../db');

const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING });
module.exports = { Article };
