import path from 'node:path';
import { Sequelize, DataTypes, Model, InferAttributes, InferCreationAttributes, CreationOptional } from 'sequelize';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.resolve(__dirname, '..', 'conduit.sqlite'), logging: false });

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare username: string;
  declare email: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init({
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, tableName: 'users' });

export class Follow extends Model<InferAttributes<Follow>, InferCreationAttributes<Follow>> {
  declare followerId: number;
  declare followingId: number;
}
Follow.init({ followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER }, { sequelize, tableName: 'follows', timestamps: false });

export class Article extends Model<InferAttributes<Article>, InferCreationAttributes<Article>> {
  declare id: CreationOptional<number>;
  declare slug: string;
  declare title: string;
  declare authorId: number;
}
Article.init({
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  authorId: DataTypes.INTEGER,
}, { sequelize, tableName: 'articles' });
