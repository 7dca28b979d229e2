import { DataTypes, Model, Op, Sequelize, type CreationOptional, type InferAttributes, type InferCreationAttributes } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL as string, { dialect: 'postgres', logging: false });

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare username: string;
  declare email: string;
  declare bio: string | null;
  declare image: string | null;
}

export class Article extends Model<InferAttributes<Article>, InferCreationAttributes<Article>> {
  declare id: CreationOptional<number>;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class Follow extends Model<InferAttributes<Follow>, InferCreationAttributes<Follow>> {
  declare followerId: number;
  declare followingId: number;
}

User.init(
  {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, tableName: 'users' },
);

Article.init(
  {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    authorId: { type: DataTypes.INTEGER, allowNull: false },
    createdAt: DataTypes.DATE,
    updatedAt: DataTypes.DATE,
  },
  {
    sequelize,
    tableName: 'articles',
    defaultScope: { order: [['createdAt', 'DESC']] },
    scopes: {
      // Articles written by any of the given authors (the feed of a user).
      byAuthors: (authorIds: number[]) => ({ where: { authorId: { [Op.in]: authorIds } } }),
      withAuthor: { include: [{ model: User, as: 'author' }] },
    },
  },
);

Follow.init(
  {
    followerId: { type: DataTypes.INTEGER, primaryKey: true },
    followingId: { type: DataTypes.INTEGER, primaryKey: true },
  },
  { sequelize, tableName: 'follows', timestamps: false },
);

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
