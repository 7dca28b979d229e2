const { Op } = require('sequelize');
const Article = require('../models/article');

exports.page = ({ tag, limit, offset }) =>
  Article.findAndCountAll({
    where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
    limit,
    offset,
    order: [['createdAt', 'DESC']],
  });
