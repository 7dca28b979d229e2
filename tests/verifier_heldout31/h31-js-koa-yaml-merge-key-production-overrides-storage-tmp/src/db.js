const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const config = require('./config');

if (config.database.storage !== ':memory:') {
  fs.mkdirSync(path.dirname(path.resolve(config.database.storage)), { recursive: true });
}

const sequelize = new Sequelize(config.database);

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT, description: DataTypes.STRING });
Article.belongsToMany(Tag, { through: 'ArticleTags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });

module.exports = { sequelize, Tag, Article };
