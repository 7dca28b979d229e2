import { DataTypes, Model, Sequelize } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL ?? '', { dialect: 'postgres', logging: false });

export class User extends Model {
  declare id: number;
  declare username: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init(
  { username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING },
  { sequelize, tableName: 'users', underscored: true },
);

export class Follow extends Model {}
Follow.init(
  { followerId: { type: DataTypes.INTEGER, primaryKey: true }, followingId: { type: DataTypes.INTEGER, primaryKey: true } },
  { sequelize, tableName: 'follows', underscored: true, timestamps: false },
);

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
}
Article.init(
  { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, description: DataTypes.STRING, body: DataTypes.TEXT },
  { sequelize, tableName: 'articles', underscored: true },
);
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
