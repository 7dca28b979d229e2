const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const dir = path.join(__dirname, '..', '..', 'data');
fs.mkdirSync(dir, { recursive: true });
const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dir, 'conduit.sqlite'), logging: false });
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, body: DataTypes.TEXT });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
Article.belongsToMany(Tag, { through: 'ArticleTags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });
module.exports = { sequelize, Article, Tag };
