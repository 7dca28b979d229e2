import { DataTypes } from 'sequelize';
import { sequelize } from '../db/sequelize.js';

const common = { underscored: true, timestamps: true };

export const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { ...common, tableName: 'users' });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
}, { ...common, tableName: 'articles' });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { foreignKey: 'authorId' });
