import { Sequelize } from 'sequelize';
import { initUser, User } from '../domain/user.js';
import { initArticle, Article, Tag } from '../domain/article.js';

export async function connect(storage) {
  const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
  initUser(sequelize);
  initArticle(sequelize);

  Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
  Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags' });
  Tag.belongsToMany(Article, { through: 'article_tags' });
  Article.belongsToMany(User, { through: 'favorites', as: 'favoritedBy' });
  User.belongsToMany(User, { through: 'follows', as: 'followers', foreignKey: 'followingId', otherKey: 'followerId' });

  await sequelize.sync();
  return sequelize;
}
