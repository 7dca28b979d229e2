import { DataTypes, Model, Optional, Sequelize } from 'sequelize';

export const sequelize = new Sequelize(process.env.DATABASE_URL as string, {
  dialect: 'postgres',
  logging: false,
});

interface ArticleAttrs {
  id: number;
  slug: string;
  title: string;
  description: string;
  body: string;
  authorId: number;
}

export class Article extends Model<ArticleAttrs, Optional<ArticleAttrs, 'id'>> implements ArticleAttrs {
  declare id: number;
  declare slug: string;
  declare title: string;
  declare description: string;
  declare body: string;
  declare authorId: number;
  declare readonly createdAt: Date;
  declare readonly updatedAt: Date;
}

Article.init(
  {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
    slug: { type: DataTypes.STRING, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    description: { type: DataTypes.STRING, allowNull: false },
    body: { type: DataTypes.TEXT, allowNull: false },
    authorId: { type: DataTypes.INTEGER, allowNull: false },
  },
  { sequelize, tableName: 'articles' },
);

// Title search uses ILIKE '%q%'; a trigram index keeps it fast. Created once the tables exist.
sequelize.addHook('afterBulkSync', async () => {
  await sequelize.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await sequelize.query(
    'CREATE INDEX IF NOT EXISTS articles_title_trgm_idx ON articles USING gin (title gin_trgm_ops)',
  );
});
