import { DataTypes } from 'sequelize';
import { sequelize } from '../db.js';

export const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
}, { underscored: true });

export const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
}, { underscored: true });

export const Comment = sequelize.define('comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
}, { underscored: true });

export const Follow = sequelize.define('follow', {}, { underscored: true, timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Comment.belongsTo(Article, { foreignKey: 'articleId', onDelete: 'CASCADE' });
Article.hasMany(Comment, { foreignKey: 'articleId' });
User.belongsToMany(User, { through: Follow, as: 'followed', foreignKey: 'followerId', otherKey: 'followedId' });

export { sequelize };
