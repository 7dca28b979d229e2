import { Router } from 'express';
import { Article, ArticleTag, User } from '../models/index.mjs';

const router = Router();

router.get('/articles/:slug', async (req, res) => {
  const article = await Article.findOne({
    where: { slug: req.params.slug },
    include: [{ model: User, as: 'author' }, { model: ArticleTag, as: 'tagRows' }],
  });
  if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
  const { tagRows, ...rest } = article.toJSON();
  res.json({ article: { ...rest, tagList: tagRows.map((t) => t.tag) } });
});

export default router;
