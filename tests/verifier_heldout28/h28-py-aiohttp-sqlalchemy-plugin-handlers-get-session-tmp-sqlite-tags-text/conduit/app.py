import aiohttp_sqlalchemy as ahsa
from aiohttp import web

from conduit.handlers import articles, users
from conduit.models import metadata
from conduit.settings import DB_URL


async def health_check(_request):
    return web.json_response({"status": "ok"})


async def init_app(argv=None) -> web.Application:
    app = web.Application()
    ahsa.setup(app, [ahsa.bind(DB_URL)])
    await ahsa.init_db(app, metadata)
    app.router.add_get("/api/health-check", health_check)
    app.add_routes(users.routes)
    app.add_routes(articles.routes)
    return app
