import { DataTypes } from 'sequelize';
import { sequelize } from '../sequelize.js';

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
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
}, { underscored: true });

export const Comment = sequelize.define('comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
}, { underscored: true });

Article.belongsTo(User, { as: 'author' });
Comment.belongsTo(User, { as: 'author' });
Comment.belongsTo(Article);
Article.hasMany(Comment, { onDelete: 'CASCADE' });
