import { DataTypes, Model, Sequelize } from 'sequelize';

export class UserModel extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}

export class ArticleModel extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: UserModel;
}

export function initModels(sequelize: Sequelize): void {
  UserModel.init(
    {
      username: { type: DataTypes.STRING, allowNull: false, unique: true },
      email: { type: DataTypes.STRING, allowNull: false, unique: true },
      passwordHash: { type: DataTypes.STRING, allowNull: false },
      bio: DataTypes.TEXT,
      image: DataTypes.STRING,
    },
    { sequelize, tableName: 'users' },
  );
  ArticleModel.init(
    {
      slug: { type: DataTypes.STRING, allowNull: false, unique: true },
      title: { type: DataTypes.STRING, allowNull: false },
      description: { type: DataTypes.STRING, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
    },
    { sequelize, tableName: 'articles' },
  );
  ArticleModel.belongsTo(UserModel, { as: 'author', foreignKey: 'authorId' });
}
