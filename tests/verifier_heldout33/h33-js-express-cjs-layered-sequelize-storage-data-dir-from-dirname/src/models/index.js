const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', '..', 'data', 'conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
});
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING,
  description: DataTypes.STRING, body: DataTypes.TEXT,
});
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { as: 'tags', through: 'ArticleTags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });

module.exports = { sequelize, User, Article, Tag };
