from aiohttp import web
from sqlalchemy import select

from conduit import tags
from conduit.db import Base, Session, engine
from conduit.models import Article

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def list_tags(request: web.Request) -> web.Response:
    return web.json_response({"tags": tags.all_tags()})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    slug = request.match_info["slug"]
    async with Session() as session:
        article = await session.scalar(select(Article).where(Article.slug == slug))
    if article is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                          "description": article.description, "body": article.body,
                                          "tagList": tags.tags_of(slug)}})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    data = (await request.json()).get("article") or {}
    slug = "-".join(data["title"].lower().split())
    async with Session() as session:
        article = Article(slug=slug, title=data["title"], description=data["description"],
                          body=data["body"], author_id=request["user_id"])
        session.add(article)
        await session.commit()
    tags.set_tags(slug, data.get("tagList") or [])
    return web.json_response({"article": {"slug": slug, "title": article.title,
                                          "tagList": tags.tags_of(slug)}}, status=201)


async def create_tables(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def make_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(create_tables)
    app.add_routes(routes)
    return app
