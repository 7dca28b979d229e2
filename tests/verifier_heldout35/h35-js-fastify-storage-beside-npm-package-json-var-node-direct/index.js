const os = require('os');
const path = require('path');
const Fastify = require('fastify');
const { Sequelize, DataTypes } = require('sequelize');

// npm sets npm_package_json when started through a script: keep the db next to package.json
const baseDir = process.env.npm_package_json ? path.dirname(process.env.npm_package_json) : os.tmpdir();
const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(baseDir, 'conduit.sqlite'), logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });

const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
app.get('/api/tags', async () => ({ tags: (await Tag.findAll()).map((t) => t.name) }));
sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
