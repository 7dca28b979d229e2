import logging
import re

from aiohttp import web
from sqlalchemy import select

from conduit.config import LOG_LEVEL
from conduit.db import Session, engine
from conduit.models import Article, Base, User

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/articles")
async def create_article(request):
    data = (await request.json()).get("article", {})
    async with Session.begin() as s:
        author = await s.scalar(select(User).limit(1))
        slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
        article = Article(slug=slug, title=data["title"], description=data["description"], body=data["body"],
                          author_id=author.id)
        s.add(article)
    return web.json_response({"article": {"slug": article.slug, "title": article.title}}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request):
    async with Session() as s:
        article = await s.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
    if article is None:
        return web.json_response({"errors": {"body": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": article.slug, "title": article.title, "body": article.body}})


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def create_app():
    logging.basicConfig(level=LOG_LEVEL)
    app = web.Application()
    app.on_startup.append(on_startup)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8080)
