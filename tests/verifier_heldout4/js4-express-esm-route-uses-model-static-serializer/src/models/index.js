import { Sequelize, DataTypes, Model } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });

export class User extends Model {
  static toProfile(user, following = false) {
    return { username: user.username, bio: user.bio ?? null, image: user.image ?? null, following };
  }
}
User.init({
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  hash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, modelName: 'user' });

export class Article extends Model {
  // Pure mapping of an already-loaded article to the API shape: no database access.
  static toResponse(article, { favorited = false, favoritesCount = 0, following = false } = {}) {
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: [...(article.tagList ?? [])].sort(),
      createdAt: article.createdAt.toISOString(),
      updatedAt: article.updatedAt.toISOString(),
      favorited,
      favoritesCount,
      author: User.toProfile(article.author, following),
    };
  }
}
Article.init({
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.TEXT, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
}, { sequelize, modelName: 'article' });

export const Favorite = sequelize.define('favorite', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(User, { through: Favorite, as: 'fans', foreignKey: 'articleId', otherKey: 'userId' });
