import { DataTypes } from 'sequelize';
import { sequelize } from './db.js';

export const User = sequelize.define('user', {
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  hash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
}, { underscored: true });

export const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { underscored: true });

export const Tag = sequelize.define('tag', {
  name: { type: DataTypes.STRING, unique: true, allowNull: false },
}, { underscored: true, timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags' });
Article.belongsToMany(User, { through: 'favorites', as: 'favoritedBy' });
User.belongsToMany(User, { through: 'follows', as: 'followers', foreignKey: 'followee_id', otherKey: 'follower_id' });

export { sequelize };
