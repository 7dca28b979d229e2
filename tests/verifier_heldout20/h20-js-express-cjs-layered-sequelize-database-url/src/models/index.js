const { Sequelize } = require('sequelize');
const config = require('../config/database');

const sequelize = new Sequelize(config.url, config.options);

const User = require('./user')(sequelize);
const Article = require('./article')(sequelize);
const Tag = require('./tag')(sequelize);

User.hasMany(Article, { foreignKey: 'authorId', as: 'articles' });
Article.belongsTo(User, { foreignKey: 'authorId', as: 'author' });
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags', as: 'articles' });
User.belongsToMany(User, { through: 'Follows', as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });
User.belongsToMany(Article, { through: 'Favorites', as: 'favorites' });
Article.belongsToMany(User, { through: 'Favorites', as: 'favoritedBy' });

module.exports = { sequelize, User, Article, Tag };
