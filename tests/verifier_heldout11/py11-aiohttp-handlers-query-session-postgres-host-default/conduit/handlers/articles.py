from aiohttp import web
from sqlalchemy import select

from conduit.models import Article, Tag

from . import SERVICES, SESSIONMAKER, current_user

routes = web.RouteTableDef()


def article_json(a):
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
        "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                   "following": False},
    }


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def list_articles(request):
    q = request.query
    rows, total = await request.app[SERVICES]["articles"].list(
        tag=q.get("tag"), author=q.get("author"),
        limit=int(q.get("limit", 20)), offset=int(q.get("offset", 0)),
    )
    return web.json_response({"articles": [article_json(a) for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    user = await current_user(request)
    if user is None:
        raise web.HTTPUnauthorized()
    data = (await request.json()).get("article", {})
    article = await request.app[SERVICES]["articles"].create(user, data)
    return web.json_response({"article": article_json(article)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request):
    async with request.app[SESSIONMAKER]() as session:
        article = await session.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
    if article is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": article_json(article)})


@routes.get("/api/tags")
async def tags(request):
    async with request.app[SESSIONMAKER]() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})
