from aiohttp import web

from conduit.db import DB_KEY, database_ctx
from conduit.handlers.articles import routes as article_routes

app = web.Application()
app.cleanup_ctx.append(database_ctx)
app.add_routes(article_routes)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8080)
