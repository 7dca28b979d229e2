'use strict';
const path = require('path');
const { Sequelize } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', '..', 'data', 'conduit.sqlite'),
  logging: false,
});

const User = require('./user')(sequelize);
const Article = require('./article')(sequelize);
const Tag = require('./tag')(sequelize);

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { as: 'tags', through: 'ArticleTags' });
Tag.belongsToMany(Article, { as: 'articles', through: 'ArticleTags' });

module.exports = { sequelize, User, Article, Tag };
