import { DataTypes, QueryTypes, Sequelize } from 'sequelize';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: './conduit.sqlite', logging: false });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});

export async function distinctTags(): Promise<string[]> {
  const rows = await sequelize.query<{ value: string }>(
    'SELECT DISTINCT json_each.value AS value FROM Articles, json_each(Articles.tagList) ORDER BY value',
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.value);
}
