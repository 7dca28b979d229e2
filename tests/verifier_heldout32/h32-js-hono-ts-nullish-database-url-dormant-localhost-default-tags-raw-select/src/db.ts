import { Sequelize, DataTypes, QueryTypes } from 'sequelize';

const url = process.env.DATABASE_URL ?? 'postgres://conduit:conduit@localhost:5432/conduit_dev';

export const sequelize = new Sequelize(url, { dialect: 'postgres', logging: false });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
});

export async function popularTags(): Promise<string[]> {
  const rows = await sequelize.query<{ tag: string }>(
    'SELECT DISTINCT unnest("tagList") AS tag FROM "Articles" ORDER BY tag',
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.tag);
}
