const sequelize = require('../db/sequelize');
const User = require('./user');
const Article = require('./article');
const Comment = require('./comment');
const Tag = require('./tag');
const { ArticleTag, Favorite, Follow } = require('./links');

User.hasMany(Article, { foreignKey: 'authorId', as: 'articles' });
Article.belongsTo(User, { foreignKey: 'authorId', as: 'author' });
Article.hasMany(Comment, { foreignKey: 'articleId', as: 'comments', onDelete: 'CASCADE' });
Comment.belongsTo(Article, { foreignKey: 'articleId' });
Comment.belongsTo(User, { foreignKey: 'authorId', as: 'author' });
Article.belongsToMany(Tag, { through: ArticleTag, foreignKey: 'articleId', otherKey: 'tagId', as: 'tags' });
Tag.belongsToMany(Article, { through: ArticleTag, foreignKey: 'tagId', otherKey: 'articleId' });
Article.belongsToMany(User, { through: Favorite, foreignKey: 'articleId', otherKey: 'userId', as: 'favoritedBy' });
User.belongsToMany(Article, { through: Favorite, foreignKey: 'userId', otherKey: 'articleId', as: 'favorites' });
User.belongsToMany(User, { through: Follow, foreignKey: 'followerId', otherKey: 'followingId', as: 'following' });
User.belongsToMany(User, { through: Follow, foreignKey: 'followingId', otherKey: 'followerId', as: 'followers' });

module.exports = { sequelize, User, Article, Comment, Tag, ArticleTag, Favorite, Follow };
