from aiohttp import web

from conduit import config
from conduit.handlers.tags import tag_routes
from conduit.repositories.connection import Database
from conduit.repositories.tag_repository import TagRepository
from conduit.services.tag_service import TagService

DB = web.AppKey("db", Database)


async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def build_app() -> web.Application:
    app = web.Application()
    database = Database(config.DB_PATH)

    async def db_ctx(app: web.Application):
        await database.open()
        app[DB] = database
        yield
        await database.close()

    app.cleanup_ctx.append(db_ctx)
    app.router.add_get("/api/health-check", health_check)
    app.add_routes(tag_routes(TagService(TagRepository(database))))
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="0.0.0.0", port=config.PORT)
