const sequelize = require('../db');
const User = require('./user');
const Article = require('./article');
const Comment = require('./comment');
const Favorite = require('./favorite');
const Follow = require('./follow');

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(Article, { foreignKey: 'articleId', onDelete: 'CASCADE' });
Article.hasMany(Comment, { foreignKey: 'articleId' });
Favorite.belongsTo(User, { foreignKey: 'userId', onDelete: 'CASCADE' });
Favorite.belongsTo(Article, { foreignKey: 'articleId', onDelete: 'CASCADE' });
Follow.belongsTo(User, { as: 'follower', foreignKey: 'followerId' });
Follow.belongsTo(User, { as: 'followed', foreignKey: 'followedId' });

module.exports = { sequelize, User, Article, Comment, Favorite, Follow };
