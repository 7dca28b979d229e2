import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'users' });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  authorId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'articles' });

export const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'favorites', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Favorite.belongsTo(Article, { foreignKey: 'articleId', onDelete: 'CASCADE' });
Favorite.belongsTo(User, { foreignKey: 'userId', onDelete: 'CASCADE' });
