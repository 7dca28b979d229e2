import { DataTypes, Model, Sequelize } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL as string, { dialect: 'postgres', logging: false });

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare passwordHash: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init(
  {
    username: { type: DataTypes.STRING, unique: true, allowNull: false },
    email: { type: DataTypes.STRING, unique: true, allowNull: false },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, modelName: 'User' },
);

export class Comment extends Model {
  declare id: number;
  declare body: string;
  declare articleSlug: string;
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
}
Comment.init(
  { body: { type: DataTypes.TEXT, allowNull: false }, articleSlug: { type: DataTypes.STRING, allowNull: false } },
  { sequelize, modelName: 'Comment' },
);
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
