import express from 'express';
import { PrismaClient } from '@prisma/client';

const prisma = new PrismaClient();
const app = express();
app.get('/api/health-check', (_req, res) => { res.json({ status: 'ok' }); });
app.get('/api/tags', async (_req, res) => {
  const tags = await prisma.tag.findMany({ orderBy: { name: 'asc' } });
  res.json({ tags: tags.map((t) => t.name) });
});
app.listen(3000);
