import { DataTypes, Sequelize } from 'sequelize';
import config from '#config';

const { url, ...options } = config.database;
export const sequelize = url ? new Sequelize(url, options) : new Sequelize(options);

export const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

export const Favorite = sequelize.define('favorite', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Favorite.belongsTo(User, { foreignKey: 'userId' });
Favorite.belongsTo(Article, { foreignKey: 'articleId' });
