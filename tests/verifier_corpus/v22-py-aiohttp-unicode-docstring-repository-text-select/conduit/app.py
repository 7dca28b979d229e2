"""Assemblage de l'application — routes, services, dépôts 🧩"""
from aiohttp import web

from conduit.db import Base, SessionFactory, engine
from conduit.handlers.articles import routes as article_routes
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleService


async def _create_tables(app: web.Application) -> None:
    import conduit.models  # noqa: F401

    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def build_app() -> web.Application:
    app = web.Application()
    app["articles"] = ArticleService(ArticleRepository(SessionFactory))
    app.on_startup.append(_create_tables)
    app.add_routes(article_routes)
    return app
