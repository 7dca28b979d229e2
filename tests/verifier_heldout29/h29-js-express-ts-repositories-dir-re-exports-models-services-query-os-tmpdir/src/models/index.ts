import { DataTypes, Model } from 'sequelize';
import { sequelize } from './database';

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init({
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, modelName: 'user' });

export class Comment extends Model {
  declare id: number;
  declare body: string;
  declare articleSlug: string;
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
}
Comment.init({
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
}, { sequelize, modelName: 'comment' });

Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

export { sequelize };
