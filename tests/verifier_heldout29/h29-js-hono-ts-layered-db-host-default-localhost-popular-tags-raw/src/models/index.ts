import { DataTypes, Model } from 'sequelize';
import { sequelize } from './db';

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init({
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { sequelize, tableName: 'users' });

export class Tag extends Model {
  declare id: number;
  declare name: string;
}
Tag.init({ name: { type: DataTypes.STRING, allowNull: false, unique: true } }, { sequelize, tableName: 'tags', timestamps: false });

export class ArticleTag extends Model {
  declare articleId: number;
  declare tagId: number;
}
ArticleTag.init({
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
  tagId: { type: DataTypes.INTEGER, primaryKey: true },
}, { sequelize, tableName: 'article_tags', timestamps: false });

export { sequelize };
