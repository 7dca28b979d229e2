import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type CreationOptional } from 'sequelize';
import { sequelize } from '../infra/sequelize';

export class UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  declare id: CreationOptional<number>;
  declare username: string;
  declare email: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}
UserModel.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: { type: DataTypes.TEXT, allowNull: true },
    image: { type: DataTypes.STRING, allowNull: true },
  },
  { sequelize, tableName: 'users', underscored: true },
);

export class FollowModel extends Model {
  declare followerId: number;
  declare followeeId: number;
}
FollowModel.init(
  { followerId: { type: DataTypes.INTEGER, primaryKey: true }, followeeId: { type: DataTypes.INTEGER, primaryKey: true } },
  { sequelize, tableName: 'follows', underscored: true, timestamps: false },
);

export class ArticleModel extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}
ArticleModel.init(
  {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    authorId: { type: DataTypes.INTEGER, allowNull: false },
  },
  { sequelize, tableName: 'articles', underscored: true },
);

ArticleModel.belongsTo(UserModel, { as: 'author', foreignKey: 'authorId' });

export type ArticleRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  body: string;
  created_at: Date;
  updated_at: Date;
  author_username: string;
  author_bio: string | null;
  author_image: string | null;
};
