from aiohttp import web

from conduit.database import Base, engine, session_factory
from conduit.handlers import articles, profiles
from conduit.services.article_service import ArticleService
from conduit.services.profile_service import ProfileService


async def health_check(request):
    return web.json_response({"status": "ok"})


async def create_schema(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def build_app() -> web.Application:
    app = web.Application()
    app["profile_service"] = ProfileService(session_factory)
    app["article_service"] = ArticleService(session_factory)
    app.router.add_get("/api/health-check", health_check)
    app.add_routes(profiles.routes)
    app.add_routes(articles.routes)
    app.on_startup.append(create_schema)
    return app


web.run_app(build_app(), host="0.0.0.0", port=8080)
