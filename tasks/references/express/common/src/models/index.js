const { Article, initArticle } = require('./article');
const { ArticleTag, initArticleTag } = require('./articleTag');
const { Comment, initComment } = require('./comment');
const { Favorite, initFavorite } = require('./favorite');
const { Follow, initFollow } = require('./follow');
const { Tag, initTag } = require('./tag');
const { User, initUser } = require('./user');

const cascade = { onDelete: 'CASCADE' };

// Binds every model to the given connection and declares the relations; call once before querying.
function initModels(sequelize) {
  [initUser, initFollow, initArticle, initTag, initArticleTag, initFavorite, initComment].forEach((init) => init(sequelize));

  User.belongsToMany(User, { through: Follow, as: 'followees', foreignKey: 'followerId', otherKey: 'followeeId' });

  Article.belongsTo(User, { as: 'author', foreignKey: { name: 'authorId', allowNull: false }, ...cascade });

  Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags', foreignKey: 'articleId', otherKey: 'tagId' });
  Tag.belongsToMany(Article, { through: ArticleTag, as: 'articles', foreignKey: 'tagId', otherKey: 'articleId' });
  ArticleTag.belongsTo(Tag, { foreignKey: 'tagId' });

  Article.belongsToMany(User, { through: Favorite, as: 'favoritedBy', foreignKey: 'articleId', otherKey: 'userId' });
  Favorite.belongsTo(User, { foreignKey: 'userId' });

  Article.hasMany(Comment, { foreignKey: { name: 'articleId', allowNull: false }, ...cascade });
  Comment.belongsTo(Article, { foreignKey: { name: 'articleId', allowNull: false }, ...cascade });
  Comment.belongsTo(User, { as: 'author', foreignKey: { name: 'authorId', allowNull: false }, ...cascade });
}

module.exports = { Article, ArticleTag, Comment, Favorite, Follow, Tag, User, initModels };
