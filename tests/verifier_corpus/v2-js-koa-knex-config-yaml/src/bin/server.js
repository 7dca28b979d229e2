const config = require("config")
const db = require("../lib/db")
const app = require("../lib/app")

async function main() {
  await db.select(db.raw("1"))
  app.listen(config.get("server.port"), config.get("server.host"))
}

main()
