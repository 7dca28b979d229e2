import { Article } from './Article.js';
import { ArticleTag } from './ArticleTag.js';
import { Comment } from './Comment.js';
import { Favorite } from './Favorite.js';
import { Follow } from './Follow.js';
import { Tag } from './Tag.js';
import { User } from './User.js';

export { Article, ArticleTag, Comment, Favorite, Follow, Tag, User };

// Rows that belong to a user or an article go away with it.
const owned = (name) => ({ foreignKey: { name, allowNull: false }, onDelete: 'CASCADE' });

// Binds every model to the connection and declares the associations between them.
export function initModels(sequelize) {
  for (const model of [User, Follow, Article, Tag, ArticleTag, Favorite, Comment]) {
    model.initialize(sequelize);
  }

  Follow.belongsTo(User, { as: 'follower', ...owned('followerId') });
  Follow.belongsTo(User, { as: 'followed', ...owned('followingId') });

  Article.belongsTo(User, { as: 'author', ...owned('authorId') });

  Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags', foreignKey: 'articleId', otherKey: 'tagId' });
  ArticleTag.belongsTo(Article, owned('articleId'));
  ArticleTag.belongsTo(Tag, owned('tagId'));
  Tag.hasMany(ArticleTag, { as: 'links', foreignKey: 'tagId' });

  Favorite.belongsTo(User, owned('userId'));
  Favorite.belongsTo(Article, owned('articleId'));

  Comment.belongsTo(Article, owned('articleId'));
  Comment.belongsTo(User, { as: 'author', ...owned('authorId') });
}
