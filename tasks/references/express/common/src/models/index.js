const { Article, initArticle } = require('./article'); // feature-line: articles
const { ArticleTag, initArticleTag } = require('./articleTag'); // feature-line: articles
const { Comment, initComment } = require('./comment'); // feature-line: comments
const { Favorite, initFavorite } = require('./favorite'); // feature-line: favorites
const { Follow, initFollow } = require('./follow'); // feature-line: profiles
const { Tag, initTag } = require('./tag'); // feature-line: articles
const { User, initUser } = require('./user');
// feature-begin: articles

const cascade = { onDelete: 'CASCADE' };
// feature-end: articles

// Binds every model to the given connection and declares the relations; call once before querying.
function initModels(sequelize) {
  [
    initUser,
    initFollow, // feature-line: profiles
    initArticle, // feature-line: articles
    initTag, // feature-line: articles
    initArticleTag, // feature-line: articles
    initFavorite, // feature-line: favorites
    initComment, // feature-line: comments
  ].forEach((init) => init(sequelize));
  // feature-begin: profiles

  User.belongsToMany(User, { through: Follow, as: 'followees', foreignKey: 'followerId', otherKey: 'followeeId' });
  // feature-end: profiles
  // feature-begin: articles

  Article.belongsTo(User, { as: 'author', foreignKey: { name: 'authorId', allowNull: false }, ...cascade });

  Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags', foreignKey: 'articleId', otherKey: 'tagId' });
  Tag.belongsToMany(Article, { through: ArticleTag, as: 'articles', foreignKey: 'tagId', otherKey: 'articleId' });
  ArticleTag.belongsTo(Tag, { foreignKey: 'tagId' });
  // feature-end: articles
  // feature-begin: favorites

  Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' });
  Favorite.belongsTo(User, { foreignKey: 'userId' });
  // feature-end: favorites
  // feature-begin: comments

  Article.hasMany(Comment, { foreignKey: { name: 'articleId', allowNull: false }, ...cascade });
  Comment.belongsTo(Article, { foreignKey: { name: 'articleId', allowNull: false }, ...cascade });
  Comment.belongsTo(User, { as: 'author', foreignKey: { name: 'authorId', allowNull: false }, ...cascade });
  // feature-end: comments
}

module.exports = {
  Article, // feature-line: articles
  ArticleTag, // feature-line: articles
  Comment, // feature-line: comments
  Favorite, // feature-line: favorites
  Follow, // feature-line: profiles
  Tag, // feature-line: articles
  User,
  initModels,
};
