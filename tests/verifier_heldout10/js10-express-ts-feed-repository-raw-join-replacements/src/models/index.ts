import { Sequelize, DataTypes, Model } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL as string, { logging: false });

export class User extends Model {
  declare id: number;
  declare username: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init(
  { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING },
  { sequelize, tableName: 'users' },
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
}
Article.init(
  {
    slug: { type: DataTypes.STRING, unique: true },
    title: DataTypes.STRING,
    description: DataTypes.STRING,
    body: DataTypes.TEXT,
    authorId: { type: DataTypes.INTEGER, field: 'author_id' },
  },
  { sequelize, tableName: 'articles' },
);

export class Follow extends Model {}
Follow.init(
  {
    followerId: { type: DataTypes.INTEGER, field: 'follower_id', primaryKey: true },
    followingId: { type: DataTypes.INTEGER, field: 'following_id', primaryKey: true },
  },
  { sequelize, tableName: 'follows', timestamps: false },
);

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

export interface FeedRow {
  slug: string;
  title: string;
  description: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  username: string;
  bio: string | null;
  image: string | null;
}
