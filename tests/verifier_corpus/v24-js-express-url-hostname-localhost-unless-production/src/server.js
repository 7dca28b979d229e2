const express = require('express');
const { sequelize, Tag, Article } = require('./db');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));

app.get('/api/tags', async (req, res, next) => {
  try {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    res.json({ tags: tags.map((t) => t.name) });
  } catch (err) {
    next(err);
  }
});

app.get('/api/articles', async (req, res, next) => {
  try {
    const limit = Number(req.query.limit) || 20;
    const offset = Number(req.query.offset) || 0;
    const { rows, count } = await Article.findAndCountAll({
      include: [{ model: Tag, as: 'tags' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
      distinct: true,
    });
    res.json({
      articles: rows.map((a) => ({ slug: a.slug, title: a.title, description: a.description, tagList: a.tags.map((t) => t.name) })),
      articlesCount: count,
    });
  } catch (err) {
    next(err);
  }
});

const port = Number(process.env.PORT) || 3000;
sequelize
  .sync()
  .then(() => app.listen(port, () => console.log(`conduit listening on ${port}`)))
  .catch((err) => {
    console.error('could not start', err);
    process.exit(1);
  });
