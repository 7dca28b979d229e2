import { Sequelize, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });

// Persistence records (ORM mapping); the rest of the app works with the domain entities.
export const UserRecord = sequelize.define('users', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password_hash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { underscored: true });

export const ArticleRecord = sequelize.define('articles', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tag_list: { type: DataTypes.ARRAY(DataTypes.STRING), allowNull: false, defaultValue: [] },
}, { underscored: true });

export const FollowRecord = sequelize.define('follows', {
  follower_id: { type: DataTypes.INTEGER, primaryKey: true },
  followee_id: { type: DataTypes.INTEGER, primaryKey: true },
}, { underscored: true, timestamps: false });

export const FavoriteRecord = sequelize.define('favorites', {
  user_id: { type: DataTypes.INTEGER, primaryKey: true },
  article_id: { type: DataTypes.INTEGER, primaryKey: true },
}, { underscored: true, timestamps: false });

ArticleRecord.belongsTo(UserRecord, { as: 'author', foreignKey: 'author_id' });
