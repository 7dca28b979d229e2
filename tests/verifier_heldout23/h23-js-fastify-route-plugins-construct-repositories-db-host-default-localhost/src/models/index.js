const { Sequelize } = require('sequelize');
const defineUser = require('./user.model');
const defineArticle = require('./article.model');
const defineComment = require('./comment.model');
const defineTag = require('./tag.model');

function createModels(db) {
  const sequelize = new Sequelize(db.name, db.user, db.password, {
    host: db.host,
    port: db.port,
    dialect: 'postgres',
    logging: false,
  });
  const User = defineUser(sequelize);
  const Article = defineArticle(sequelize);
  const Comment = defineComment(sequelize);
  const Tag = defineTag(sequelize);

  const Favorite = sequelize.define('favorite', {}, { timestamps: false });
  const Follow = sequelize.define('follow', {}, { timestamps: false });
  const ArticleTag = sequelize.define('article_tag', {}, { timestamps: false });

  Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
  User.hasMany(Article, { foreignKey: 'authorId' });
  Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
  Comment.belongsTo(Article, { foreignKey: 'articleId', onDelete: 'CASCADE' });
  Article.hasMany(Comment, { foreignKey: 'articleId' });
  Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags', foreignKey: 'articleId' });
  Tag.belongsToMany(Article, { through: ArticleTag, foreignKey: 'tagId' });
  Article.belongsToMany(User, { through: Favorite, as: 'fans', foreignKey: 'articleId' });
  User.belongsToMany(Article, { through: Favorite, as: 'favoriteArticles', foreignKey: 'userId' });
  User.belongsToMany(User, { through: Follow, as: 'followees', foreignKey: 'followerId', otherKey: 'followeeId' });

  return { sequelize, User, Article, Comment, Tag, Favorite, Follow, ArticleTag };
}

module.exports = { createModels };
