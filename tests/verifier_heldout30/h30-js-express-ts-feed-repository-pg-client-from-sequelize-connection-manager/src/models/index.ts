import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../db';

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
  { sequelize, tableName: 'users' },
);

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare tagList: string[];
  declare authorId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
}
Article.init(
  {
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
  },
  { sequelize, tableName: 'articles' },
);

export class Follow extends Model {
  declare followerId: number;
  declare followingId: number;
}
Follow.init({}, { sequelize, tableName: 'follows', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.belongsToMany(User, { through: Follow, as: 'following', foreignKey: 'followerId', otherKey: 'followingId' });

export async function syncModels(): Promise<void> {
  await sequelize.sync();
}
