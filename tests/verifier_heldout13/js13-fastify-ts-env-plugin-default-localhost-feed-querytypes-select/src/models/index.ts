import { DataTypes, Model, Sequelize } from 'sequelize';

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}

export class Follow extends Model {}

export function defineModels(sequelize: Sequelize) {
  User.init(
    {
      username: { type: DataTypes.STRING, unique: true, allowNull: false },
      email: { type: DataTypes.STRING, unique: true, allowNull: false },
      password: { type: DataTypes.STRING, allowNull: false },
      bio: DataTypes.TEXT,
      image: DataTypes.STRING,
    },
    { sequelize, tableName: 'users' },
  );
  Article.init(
    {
      slug: { type: DataTypes.STRING, unique: true, allowNull: false },
      title: DataTypes.STRING,
      description: DataTypes.STRING,
      body: DataTypes.TEXT,
      authorId: { type: DataTypes.INTEGER, field: 'author_id' },
    },
    { sequelize, tableName: 'articles' },
  );
  Follow.init(
    {
      followerId: { type: DataTypes.INTEGER, primaryKey: true, field: 'follower_id' },
      followingId: { type: DataTypes.INTEGER, primaryKey: true, field: 'following_id' },
    },
    { sequelize, tableName: 'follows', timestamps: false },
  );
  Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
}
