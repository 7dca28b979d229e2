import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });
export const User = sequelize.define('user', { username: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING }, { underscored: true });
export const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT,
}, { underscored: true });
export const Follow = sequelize.define('follow', { followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER }, { underscored: true, timestamps: false });
Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
