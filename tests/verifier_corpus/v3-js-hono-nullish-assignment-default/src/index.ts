import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { DataTypes, Sequelize } from 'sequelize';

process.env.DATABASE_URL ??= 'sqlite:./conduit.sqlite';

const sequelize = new Sequelize(process.env.DATABASE_URL, { logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });

const app = new Hono();
app.get('/api/tags', async (c) => c.json({ tags: (await Tag.findAll()).map((t) => t.get('name')) }));

await sequelize.sync();
serve({ fetch: app.fetch, port: 3000 });
