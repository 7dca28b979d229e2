import { Sequelize, DataTypes, Model } from 'sequelize';

export const sequelize = new Sequelize('conduit', 'user', 'password', {
  host: 'postgres', port: 5432, dialect: 'postgres', logging: false,
});
export class Comment extends Model { declare id: number; declare body: string; declare articleSlug: string; declare authorId: number; }
Comment.init({ body: DataTypes.TEXT, articleSlug: DataTypes.STRING, authorId: DataTypes.INTEGER }, { sequelize });
