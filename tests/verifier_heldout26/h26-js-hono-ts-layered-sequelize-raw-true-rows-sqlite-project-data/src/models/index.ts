import { DataTypes } from 'sequelize';
import { sequelize } from '../config/database';

export const UserModel = sequelize.define('User', {
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: { type: DataTypes.TEXT, allowNull: true },
  image: { type: DataTypes.STRING, allowNull: true },
});

export const FollowModel = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followeeId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });

export const CommentModel = sequelize.define('Comment', {
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorId: { type: DataTypes.INTEGER, allowNull: false },
});

CommentModel.belongsTo(UserModel, { as: 'author', foreignKey: 'authorId' });

export interface UserRecord {
  id: number;
  email: string;
  username: string;
  passwordHash: string;
  bio: string | null;
  image: string | null;
}

export interface CommentRecord {
  id: number;
  body: string;
  createdAt: string;
  updatedAt: string;
  author: Pick<UserRecord, 'id' | 'username' | 'bio' | 'image'>;
}
