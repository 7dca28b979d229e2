const { sequelize } = require('../db');

async function ensureAuditTable() {
  await sequelize.query(`CREATE TABLE IF NOT EXISTS request_audit (
    id SERIAL PRIMARY KEY,
    method TEXT NOT NULL,
    path TEXT NOT NULL,
    status INTEGER,
    user_agent TEXT,
    at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
}

function requestAudit(req, res, next) {
  res.on('finish', () => {
    sequelize.query(
      'INSERT INTO request_audit (method, path, status, user_agent) VALUES (:method, :path, :status, :ua)',
      { replacements: { method: req.method, path: req.originalUrl, status: res.statusCode, ua: req.get('user-agent') || null } }
    ).catch((e) => console.warn('audit failed', e.message));
  });
  next();
}

module.exports = { requestAudit, ensureAuditTable };
