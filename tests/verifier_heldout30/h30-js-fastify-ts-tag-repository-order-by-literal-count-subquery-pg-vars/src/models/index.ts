import { DataTypes, Model, Sequelize } from 'sequelize';

export const sequelize = new Sequelize(process.env.PGDATABASE ?? 'conduit', process.env.PGUSER ?? 'user', process.env.PGPASSWORD, {
  host: process.env.PGHOST,
  port: Number(process.env.PGPORT ?? 5432),
  dialect: 'postgres',
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

export class Tag extends Model {
  declare id: number;
  declare name: string;
}
Tag.init({ name: { type: DataTypes.STRING, allowNull: false, unique: true } }, { sequelize, modelName: 'Tag', timestamps: false });

export const ArticleTag = sequelize.define('ArticleTag', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags' });
Tag.belongsToMany(Article, { through: ArticleTag });
