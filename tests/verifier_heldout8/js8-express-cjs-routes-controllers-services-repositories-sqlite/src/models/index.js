const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');
const config = require('../config');

fs.mkdirSync(path.dirname(config.database.storage), { recursive: true });

const sequelize = new Sequelize({
  dialect: config.database.dialect,
  storage: config.database.storage,
  logging: config.database.logging,
});

const User = require('./user.model')(sequelize);
const Article = require('./article.model')(sequelize);
const Tag = require('./tag.model')(sequelize);
const Comment = require('./comment.model')(sequelize);

User.hasMany(Article, { foreignKey: 'authorId', as: 'articles' });
Article.belongsTo(User, { foreignKey: 'authorId', as: 'author' });
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags', foreignKey: 'articleId' });
Tag.belongsToMany(Article, { through: 'ArticleTags', as: 'articles', foreignKey: 'tagId' });
Article.belongsToMany(User, { through: 'Favorites', as: 'favoritedBy', foreignKey: 'articleId' });
User.belongsToMany(Article, { through: 'Favorites', as: 'favorites', foreignKey: 'userId' });
User.belongsToMany(User, { through: 'Follows', as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });
User.belongsToMany(User, { through: 'Follows', as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });
Article.hasMany(Comment, { foreignKey: 'articleId', as: 'comments', onDelete: 'CASCADE' });
Comment.belongsTo(Article, { foreignKey: 'articleId' });
Comment.belongsTo(User, { foreignKey: 'authorId', as: 'author' });

module.exports = { sequelize, User, Article, Tag, Comment };
