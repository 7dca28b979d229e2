const { prisma } = require('../db');
const { INCLUDE_AUTHOR } = require('../models/article');

module.exports = {
  findBySlug: (slug) => prisma.article.findUnique({ where: { slug }, include: INCLUDE_AUTHOR }),
  async listRecent(limit, offset) {
    const rows = await prisma.article.findMany({ orderBy: { createdAt: 'desc' }, take: limit, skip: offset, include: INCLUDE_AUTHOR });
    return { rows, count: await prisma.article.count() };
  },
  create: (data) => prisma.article.create({ data, include: INCLUDE_AUTHOR }),
  remove: (article) => prisma.article.delete({ where: { id: article.id } }),
};
