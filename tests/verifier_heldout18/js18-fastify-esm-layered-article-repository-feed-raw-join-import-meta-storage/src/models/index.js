import { DataTypes } from 'sequelize';
import { sequelize } from '../db/sequelize.js';

export const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, email: DataTypes.STRING, password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
export const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT });
export const Follow = sequelize.define('Follow', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Follow.belongsTo(User, { as: 'follower', foreignKey: 'followerId' });
Follow.belongsTo(User, { as: 'following', foreignKey: 'followingId' });
export { sequelize };
