const express = require('express');
const { PrismaClient } = require('@prisma/client');
const prisma = new PrismaClient();
const app = express();
app.get('/api/tags', async (req, res) => res.json({ tags: (await prisma.tag.findMany()).map((t) => t.name) }));
app.listen(8080);
