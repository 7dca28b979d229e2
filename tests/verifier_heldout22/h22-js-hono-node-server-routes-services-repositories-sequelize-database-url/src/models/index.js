import { DataTypes } from 'sequelize';
import { sequelize } from '../lib/db.js';

export const User = sequelize.define('user', { username: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
export const Article = sequelize.define('article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING });
export const Comment = sequelize.define('comment', { body: DataTypes.TEXT });

Comment.belongsTo(Article, { foreignKey: 'articleId' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
