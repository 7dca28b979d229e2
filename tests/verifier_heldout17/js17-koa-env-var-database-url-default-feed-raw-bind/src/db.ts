import { DataTypes, Sequelize } from 'sequelize';
import { DATABASE_URL } from './env.js';

export const sequelize = new Sequelize(DATABASE_URL, { logging: false });
export const User = sequelize.define('User', { username: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT,
});
export const Follow = sequelize.define('Follow', { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER }, { timestamps: false });
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
