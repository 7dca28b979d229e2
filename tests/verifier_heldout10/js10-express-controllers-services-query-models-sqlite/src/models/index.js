const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', '..', 'data', 'conduit.sqlite'),
  logging: false,
});

const User = require('./user')(sequelize, DataTypes);
const Article = require('./article')(sequelize, DataTypes);
const Tag = require('./tag')(sequelize, DataTypes);

User.hasMany(Article, { foreignKey: 'authorId', as: 'articles' });
Article.belongsTo(User, { foreignKey: 'authorId', as: 'author' });
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags', as: 'articles' });
User.belongsToMany(Article, { through: 'Favorites', as: 'favorites' });
Article.belongsToMany(User, { through: 'Favorites', as: 'favoritedBy' });

module.exports = { sequelize, User, Article, Tag };
