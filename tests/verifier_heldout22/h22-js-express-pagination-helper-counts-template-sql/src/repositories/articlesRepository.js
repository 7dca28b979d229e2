const Article = require('../models/Article');
const paginate = require('../utils/paginate');

exports.list = ({ limit, offset }) => paginate(Article, { limit, offset, order: [['createdAt', 'DESC']] });
exports.findBySlug = (slug) => Article.findOne({ where: { slug } });
