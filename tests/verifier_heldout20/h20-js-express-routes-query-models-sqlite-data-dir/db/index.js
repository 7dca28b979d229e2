const path = require('path');
const { Sequelize } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', 'data', 'conduit.sqlite'),
  logging: false,
});

const User = require('../models/User')(sequelize);
const Article = require('../models/Article')(sequelize);
const Tag = require('../models/Tag')(sequelize);

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: 'article_tags' });
Tag.belongsToMany(Article, { through: 'article_tags' });

module.exports = { sequelize, User, Article, Tag };
