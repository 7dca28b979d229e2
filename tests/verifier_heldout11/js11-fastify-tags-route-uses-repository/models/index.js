const { Sequelize, DataTypes } = require('sequelize');
const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, body: DataTypes.TEXT });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
Article.belongsToMany(Tag, { through: 'ArticleTags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });
module.exports = { sequelize, Article, Tag };
