const router = require('express').Router();
const { sequelize, Article, Tag } = require('./db');

async function attachTags(article, names) {
  const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  await Tag.bulkCreate(unique.map((name) => ({ name })), { ignoreDuplicates: true });
  const tags = await Tag.findAll({ where: { name: unique } });
  await article.setTagList(tags);
}

router.get('/tags', async (req, res) => {
  const rows = await Tag.findAll({
    attributes: [[sequelize.fn('DISTINCT', sequelize.col('name')), 'name']],
    order: [['name', 'ASC']],
  });
  res.json({ tags: rows.map((r) => r.get('name')) });
});

router.post('/articles', async (req, res) => {
  const { title, description, body, tagList = [] } = req.body.article;
  const slug = title.toLowerCase().split(' ').join('-');
  const [article] = await Article.findOrCreate({ where: { slug }, defaults: { title, description, body } });
  await attachTags(article, tagList);
  const fresh = await Article.findByPk(article.id, { include: [{ model: Tag, as: 'tagList' }] });
  res.status(201).json({ article: { ...fresh.toJSON(), tagList: fresh.tagList.map((t) => t.name) } });
});

module.exports = router;
