import { Router } from 'express';

export const tagsRouter = Router();

tagsRouter.get('/', async (req, res, next) => {
  try {
    const { Tag } = req.app.locals.db;
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    res.json({ tags: tags.map((t) => t.name) });
  } catch (err) {
    next(err);
  }
});
