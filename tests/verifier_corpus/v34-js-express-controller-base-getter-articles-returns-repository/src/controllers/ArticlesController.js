'use strict';
const BaseController = require('./BaseController');

class ArticlesController extends BaseController {
  list = async (req, res) => {
    res.json(await this.services.articles.listArticles(Number(req.query.limit) || 20, Number(req.query.offset) || 0));
  };

  show = async (req, res) => {
    const a = await this.articles.findBySlug(req.params.slug);
    if (!a) return res.status(404).json({ errors: { body: ['article not found'] } });
    return res.json({ article: { slug: a.slug, title: a.title, body: a.body } });
  };
}

module.exports = ArticlesController;
