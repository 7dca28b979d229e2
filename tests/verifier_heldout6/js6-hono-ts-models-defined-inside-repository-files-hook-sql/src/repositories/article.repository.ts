import { DataTypes, Model } from 'sequelize';
import { sequelize } from '../infra/sequelize.js';
import { UserModel } from './user.repository.js';

export class ArticleModel extends Model {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare favoritesCount: number;
  declare authorId: number;
  declare author?: UserModel;
  declare createdAt: Date;
  declare updatedAt: Date;
}

ArticleModel.init(
  {
    slug: { type: DataTypes.STRING, unique: true, allowNull: false },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    favoritesCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
  },
  { sequelize, tableName: 'articles' },
);
ArticleModel.belongsTo(UserModel, { as: 'author', foreignKey: 'authorId' });

const withAuthor = { include: [{ model: UserModel, as: 'author' }] };

export const articleRepository = {
  bySlug: (slug: string) => ArticleModel.findOne({ where: { slug }, ...withAuthor }),
  page: (limit: number, offset: number) => ArticleModel.findAndCountAll({ ...withAuthor, order: [['createdAt', 'DESC']], limit, offset }),
  create: (values: { slug: string; title: string; description: string; body: string; authorId: number }) => ArticleModel.create(values),
};
