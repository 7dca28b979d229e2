import { sequelize } from '../db/sequelize.js';
import { User } from './user.js';
import { Article } from './article.js';
import { Comment } from './comment.js';
import { Tag, ArticleTag } from './tag.js';
import { Favorite, Follow } from './relations.js';

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { foreignKey: 'authorId' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.hasMany(Comment, { foreignKey: 'articleId', onDelete: 'CASCADE' });
Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags', foreignKey: 'articleId', otherKey: 'tagId' });
Tag.belongsToMany(Article, { through: ArticleTag, foreignKey: 'tagId', otherKey: 'articleId' });

export async function syncModels(): Promise<void> {
  await sequelize.sync();
}

export { sequelize, User, Article, Comment, Tag, ArticleTag, Favorite, Follow };
