'use strict';
const BaseController = require('./BaseController');

class ArticlesController extends BaseController {
  list = async (req, res) => {
    res.json(await this.articles.listArticles(Number(req.query.limit) || 20, Number(req.query.offset) || 0));
  };

  show = async (req, res) => {
    const article = await this.articles.getArticle(req.params.slug);
    if (!article) return res.status(404).json({ errors: { body: ['article not found'] } });
    return res.json({ article });
  };
}

module.exports = ArticlesController;
