const { Sequelize } = require('sequelize');
const config = require('../config/database');

const sequelize = new Sequelize(config);
const User = require('./user')(sequelize);
const Article = require('./article')(sequelize);
const Tag = require('./tag')(sequelize);

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags' });
Article.belongsToMany(User, { through: 'favorites', as: 'favoritedBy' });
User.belongsToMany(User, { through: 'follows', as: 'followers', foreignKey: 'followingId' });

module.exports = { sequelize, User, Article, Tag };
