from aiohttp import web
from sqlalchemy import select

from conduit.db import Article, Session, Tag, engine, init_models


async def on_startup(_app: web.Application) -> None:
    await init_models()


async def on_cleanup(_app: web.Application) -> None:
    await engine.dispose()


async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def list_tags(_request: web.Request) -> web.Response:
    async with Session() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})


async def get_article(request: web.Request) -> web.Response:
    async with Session() as session:
        article = await session.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
    if article is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": article.slug, "title": article.title, "body": article.body}})


def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/tags", list_tags)
    app.router.add_get("/api/articles/{slug}", get_article)
    return app
