const express = require('express');
const { sequelize } = require('./db');
const { requestAudit, ensureAuditTable } = require('./middleware/request-audit');
const api = require('./api');

const app = express();
app.use(express.json());
app.use(requestAudit);
app.use('/api', api);

async function main() {
  await sequelize.authenticate();
  await sequelize.sync();
  await ensureAuditTable();
  const port = Number(process.env.PORT || 3000);
  app.listen(port, () => console.log(`conduit on ${port}`));
}

main().catch((e) => { console.error(e); process.exit(1); });
