const sequelize = require('../db/sequelize');
const User = require('./user');
const Article = require('./article');
const Tag = require('./tag');

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags', foreignKey: 'articleId', otherKey: 'tagId' });
Tag.belongsToMany(Article, { through: 'article_tags', as: 'articles', foreignKey: 'tagId', otherKey: 'articleId' });

module.exports = { sequelize, User, Article, Tag };
