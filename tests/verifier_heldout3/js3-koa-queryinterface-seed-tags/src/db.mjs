import { DataTypes, Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_PATH || 'conduit.sqlite',
  logging: false,
});

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
}, { tableName: 'articles' });

Article.belongsToMany(Tag, { through: 'article_tags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'article_tags' });

const DEFAULT_TAGS = ['welcome', 'introduction', 'conduit'];

export async function prepare() {
  await sequelize.sync();
  const qi = sequelize.getQueryInterface();
  if ((await Tag.count()) === 0) {
    // bulk insert through the query interface: one statement, no model hooks needed
    await qi.bulkInsert('tags', DEFAULT_TAGS.map((name) => ({ name })));
  }
  await qi.addIndex('articles', ['createdAt'], { name: 'articles_created_at' }).catch(() => {});
}
