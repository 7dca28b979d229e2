import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

export const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false, field: 'password_hash' },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
}, { tableName: 'users' });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

export const Follow = sequelize.define('Follow', {}, { tableName: 'follows', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
User.belongsToMany(User, { through: Follow, as: 'followers', foreignKey: 'followee_id', otherKey: 'follower_id' });
