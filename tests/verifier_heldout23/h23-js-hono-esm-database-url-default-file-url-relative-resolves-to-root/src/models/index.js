import { Sequelize, DataTypes } from 'sequelize';
import { config } from '../config.js';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: config.sqlitePath, logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
});

export const Favorite = sequelize.define('Favorite', {}, { timestamps: false });
export const Follow = sequelize.define('Follow', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Favorite.belongsTo(Article, { foreignKey: 'articleId' });
Favorite.belongsTo(User, { foreignKey: 'userId' });
Follow.belongsTo(User, { as: 'follower', foreignKey: 'followerId' });
Follow.belongsTo(User, { as: 'followee', foreignKey: 'followeeId' });
