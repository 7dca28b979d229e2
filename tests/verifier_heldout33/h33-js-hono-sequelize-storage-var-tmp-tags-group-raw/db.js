const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: '/var/tmp/conduit.sqlite', logging: false });
const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });
module.exports = { sequelize, Article, Tag };
