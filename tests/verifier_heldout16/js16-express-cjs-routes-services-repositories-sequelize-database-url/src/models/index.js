const User = require('./user');
const Article = require('./article');
const Comment = require('./comment');

User.hasMany(Article, { foreignKey: 'authorId', as: 'articles' });
Article.belongsTo(User, { foreignKey: 'authorId', as: 'author' });
Article.hasMany(Comment, { foreignKey: 'articleId', as: 'comments', onDelete: 'CASCADE' });
Comment.belongsTo(User, { foreignKey: 'authorId', as: 'author' });
User.belongsToMany(User, { through: 'follows', as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });
User.belongsToMany(Article, { through: 'favorites', as: 'favorites', foreignKey: 'userId', otherKey: 'articleId' });
Article.belongsToMany(User, { through: 'favorites', as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' });

module.exports = { User, Article, Comment };
