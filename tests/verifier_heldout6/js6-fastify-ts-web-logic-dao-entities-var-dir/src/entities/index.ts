import { DataTypes, Model, Sequelize } from 'sequelize';

export class UserEntity extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}

export class ArticleEntity extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare favoritesCount: number;
  declare authorId: number;
  declare author?: UserEntity;
  declare createdAt: Date;
  declare updatedAt: Date;
}

export function defineEntities(sequelize: Sequelize): void {
  UserEntity.init(
    {
      username: { type: DataTypes.STRING, unique: true, allowNull: false },
      email: { type: DataTypes.STRING, unique: true, allowNull: false },
      password: { type: DataTypes.STRING, allowNull: false },
      bio: DataTypes.TEXT,
      image: DataTypes.STRING,
    },
    { sequelize, modelName: 'user' },
  );
  ArticleEntity.init(
    {
      slug: { type: DataTypes.STRING, unique: true, allowNull: false },
      title: { type: DataTypes.STRING, allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      favoritesCount: { type: DataTypes.INTEGER, defaultValue: 0 },
    },
    { sequelize, modelName: 'article' },
  );
  ArticleEntity.belongsTo(UserEntity, { as: 'author', foreignKey: 'authorId' });
}
