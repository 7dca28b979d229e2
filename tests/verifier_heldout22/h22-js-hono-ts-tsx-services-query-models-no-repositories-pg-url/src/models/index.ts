import { DataTypes } from 'sequelize';
import { sequelize } from '../config/database';

export const User = sequelize.define('User', { username: DataTypes.STRING, email: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING });
export const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT });
export const Favorite = sequelize.define('Favorite', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Favorite.belongsTo(User, { foreignKey: 'userId' });
Favorite.belongsTo(Article, { foreignKey: 'articleId' });
