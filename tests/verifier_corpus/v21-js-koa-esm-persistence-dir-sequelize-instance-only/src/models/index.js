import { sequelize } from '../persistence/db.js';
import { User } from './user.js';
import { Article } from './article.js';
import { Tag } from './tag.js';

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags', foreignKey: 'articleId' });
Tag.belongsToMany(Article, { through: 'article_tags', foreignKey: 'tagId' });

export { sequelize, User, Article, Tag };
