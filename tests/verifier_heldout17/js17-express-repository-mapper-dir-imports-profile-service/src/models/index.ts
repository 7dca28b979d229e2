import { DataTypes, Sequelize } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL as string, { logging: false });

export const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true }, email: DataTypes.STRING,
  bio: DataTypes.TEXT, image: DataTypes.STRING,
});
export const Follow = sequelize.define('Follow', {}, { timestamps: false });
export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING,
  description: DataTypes.STRING, body: DataTypes.TEXT,
});
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Follow.belongsTo(User, { as: 'follower', foreignKey: 'followerId' });
Follow.belongsTo(User, { as: 'followee', foreignKey: 'followeeId' });
