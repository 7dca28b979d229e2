import { Article } from './Article.js'; // feature-line: articles
import { ArticleTag } from './ArticleTag.js'; // feature-line: articles
import { Comment } from './Comment.js'; // feature-line: comments
import { Favorite } from './Favorite.js'; // feature-line: favorites
import { Follow } from './Follow.js'; // feature-line: profiles
import { Tag } from './Tag.js'; // feature-line: articles
import { User } from './User.js';

export {
  Article, // feature-line: articles
  ArticleTag, // feature-line: articles
  Comment, // feature-line: comments
  Favorite, // feature-line: favorites
  Follow, // feature-line: profiles
  Tag, // feature-line: articles
  User,
};

// Rows that belong to a user or an article go away with it.
const owned = (name) => ({ foreignKey: { name, allowNull: false }, onDelete: 'CASCADE' });

// Binds every model to the connection and declares the associations between them.
export function initModels(sequelize) {
  const models = [
    User,
    Follow, // feature-line: profiles
    Article, // feature-line: articles
    Tag, // feature-line: articles
    ArticleTag, // feature-line: articles
    Favorite, // feature-line: favorites
    Comment, // feature-line: comments
  ];
  for (const model of models) {
    model.initialize(sequelize);
  }
  // feature-begin: profiles

  Follow.belongsTo(User, { as: 'follower', ...owned('followerId') });
  Follow.belongsTo(User, { as: 'followed', ...owned('followingId') });
  // feature-end: profiles
  // feature-begin: articles

  Article.belongsTo(User, { as: 'author', ...owned('authorId') });

  Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags', foreignKey: 'articleId', otherKey: 'tagId' });
  ArticleTag.belongsTo(Article, owned('articleId'));
  ArticleTag.belongsTo(Tag, owned('tagId'));
  Tag.hasMany(ArticleTag, { as: 'links', foreignKey: 'tagId' });
  // feature-end: articles
  // feature-begin: favorites

  Favorite.belongsTo(User, owned('userId'));
  Favorite.belongsTo(Article, owned('articleId'));
  // feature-end: favorites
  // feature-begin: comments

  Comment.belongsTo(Article, owned('articleId'));
  Comment.belongsTo(User, { as: 'author', ...owned('authorId') });
  // feature-end: comments
}
