const articleService = require('../services/article.service');

exports.list = async (req, res) => res.json(await articleService.list(req.query, req.auth && req.auth.id));
exports.get = async (req, res) => res.json({ article: await articleService.get(req.params.slug, req.auth && req.auth.id) });
exports.create = async (req, res) => res.status(201).json({ article: await articleService.create(req.auth.id, req.body.article) });
exports.remove = async (req, res) => { await articleService.remove(req.params.slug, req.auth.id); res.status(204).end(); };
exports.favorite = async (req, res) => res.json({ article: await articleService.favorite(req.params.slug, req.auth.id, true) });
exports.unfavorite = async (req, res) => res.json({ article: await articleService.favorite(req.params.slug, req.auth.id, false) });
