from aiohttp import web

from conduit.config import PORT
from conduit.db import init_db
from conduit.handlers.articles import routes


async def health(request):
    return web.json_response({"status": "ok"})


def main():
    app = web.Application()
    app.cleanup_ctx.append(init_db)
    app.router.add_get("/api/health-check", health)
    app.add_routes(routes)
    web.run_app(app, host="0.0.0.0", port=PORT)


main()
