const { prisma } = require('../prisma');
const { WITH_AUTHOR } = require('../models/article');

const findBySlug = (slug) => prisma.article.findUnique({ where: { slug }, include: WITH_AUTHOR });

async function listRecent(limit, offset) {
  const [rows, count] = await Promise.all([
    prisma.article.findMany({ orderBy: { createdAt: 'desc' }, take: limit, skip: offset, include: WITH_AUTHOR }),
    prisma.article.count(),
  ]);
  return { rows, count };
}

const create = (data) => prisma.article.create({ data, include: WITH_AUTHOR });
const remove = (article) => prisma.article.delete({ where: { id: article.id } });

module.exports = { findBySlug, listRecent, create, remove };
