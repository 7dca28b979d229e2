const Router = require("koa-router")
const router = new Router()
const api = new Router()

const tags = require("./tags-router")

api.get("/health-check", ctx => {
  ctx.body = { status: "ok" }
})
api.use(tags)

router.use("/api", api.routes())

module.exports = router
