import { DataTypes, Model, Sequelize } from 'sequelize';

// relative to the working directory: run.sh starts us from the project root
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_PATH ?? 'conduit.db',
  logging: false,
});

export class User extends Model {
  declare id: number;
  declare username: string;
  declare email: string;
  declare password: string;
  declare bio: string | null;
  declare image: string | null;
}
User.init(
  {
    username: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    password: { type: DataTypes.STRING, allowNull: false },
    bio: DataTypes.TEXT,
    image: DataTypes.STRING,
  },
  { sequelize, modelName: 'User' },
);

export class Tag extends Model {
  declare id: number;
  declare name: string;
}
Tag.init({ name: { type: DataTypes.STRING, allowNull: false, unique: true } }, { sequelize, modelName: 'Tag', timestamps: false });

export class Article extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare author?: User;
  declare tags?: Tag[];
  declare setTags: (tags: Tag[]) => Promise<void>;
}
Article.init(
  {
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
  },
  { sequelize, modelName: 'Article' },
);

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags', as: 'articles' });
