export function articleHandler(usecase) {
  return {
    list: async (req, res) => res.json(await usecase.list(req.query, req.userId)),
    get: async (req, res) => res.json({ article: await usecase.get(req.params.slug, req.userId) }),
    create: async (req, res) => res.status(201).json({ article: await usecase.create(req.userId, req.body.article ?? {}) }),
    favorite: async (req, res) => res.json({ article: await usecase.favorite(req.params.slug, req.userId) }),
  };
}
