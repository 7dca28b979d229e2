import { Sequelize, Model, DataTypes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL ?? 'sqlite:conduit.sqlite', { logging: false });

export class Article extends Model {
  declare id: number; declare slug: string; declare title: string; declare authorId: number;
}
Article.init({ slug: DataTypes.STRING, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT, authorId: DataTypes.INTEGER },
  { sequelize, tableName: 'articles' });

export class Follow extends Model { declare followerId: number; declare followingId: number; }
Follow.init({ followerId: DataTypes.INTEGER, followingId: DataTypes.INTEGER }, { sequelize, tableName: 'follows', timestamps: false });
