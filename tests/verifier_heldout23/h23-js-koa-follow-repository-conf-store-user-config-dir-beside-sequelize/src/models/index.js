const sequelize = require('../db');
const User = require('./user');
const Article = require('./article');
const Comment = require('./comment');
const Favorite = require('./favorite');

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(Article, { foreignKey: 'articleId', onDelete: 'CASCADE' });
Article.hasMany(Comment, { foreignKey: 'articleId' });
Favorite.belongsTo(User, { foreignKey: 'userId', onDelete: 'CASCADE' });
Favorite.belongsTo(Article, { foreignKey: 'articleId', onDelete: 'CASCADE' });

module.exports = { sequelize, User, Article, Comment, Favorite };
