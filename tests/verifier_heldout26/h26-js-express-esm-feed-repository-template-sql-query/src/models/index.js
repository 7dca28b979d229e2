import { DataTypes } from 'sequelize';
import { sequelize } from '../db.js';

export const User = sequelize.define('user', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { underscored: true });

export const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
}, { underscored: true });

export const Favorite = sequelize.define('favorite', {}, { underscored: true, timestamps: false });
export const Follow = sequelize.define('follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { underscored: true, timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.belongsToMany(Article, { through: Favorite, foreignKey: 'userId', otherKey: 'articleId' });
Article.belongsToMany(User, { through: Favorite, as: 'fans', foreignKey: 'articleId', otherKey: 'userId' });
