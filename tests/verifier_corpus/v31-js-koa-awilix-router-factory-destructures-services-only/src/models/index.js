'use strict';

const { Sequelize, DataTypes } = require('sequelize');

module.exports = function makeModels({ config }) {
  const sequelize = new Sequelize(config.databaseUrl, { dialect: 'postgres', logging: false });
  const Tag = sequelize.define('Tag', {
    name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
  }, { tableName: 'tags', timestamps: false });
  const Article = sequelize.define('Article', {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  }, { tableName: 'articles' });
  return { sequelize, Tag, Article };
};
