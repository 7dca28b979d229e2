'use strict';
const Router = require('@koa/router');
const { Article, User, Tag } = require('../db/models');

const router = new Router({ prefix: '/api' });

router.get('/tags', async (ctx) => {
  const tags = await Tag.findAll();
  ctx.body = { tags: tags.map((t) => t.name) };
});

router.get('/articles/:slug', async (ctx) => {
  const article = await Article.findOne({
    where: { slug: ctx.params.slug },
    include: [{ model: User, as: 'author' }, { model: Tag, as: 'tagList' }],
  });
  if (!article) { ctx.status = 404; ctx.body = { errors: { article: ['not found'] } }; return; }
  ctx.body = { article };
});

module.exports = router;
