import { Sequelize } from 'sequelize';
import { User, Follow, initUser } from './user.model';
import { Article, Tag, initArticle } from './article.model';

export function initModels(sequelize: Sequelize): void {
  initUser(sequelize);
  initArticle(sequelize);
  Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
  Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags' });
  Tag.belongsToMany(Article, { through: 'article_tags' });
  Article.belongsToMany(User, { through: 'favorites', as: 'favoritedBy' });
  User.belongsToMany(User, { through: Follow, as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });
}

export { User, Follow, Article, Tag };
