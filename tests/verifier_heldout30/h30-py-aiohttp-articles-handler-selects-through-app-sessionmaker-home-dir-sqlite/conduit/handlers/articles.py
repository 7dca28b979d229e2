from aiohttp import web
from sqlalchemy import func, select

from conduit.handlers.serialize import article_json
from conduit.keys import SERVICES, SESSIONMAKER
from conduit.models import Article, User, favorites

routes = web.RouteTableDef()


@routes.get("/api/articles")
async def list_articles(request: web.Request):
    viewer = await request.app[SERVICES]["users"].from_header(request.headers.get("Authorization"))
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    stmt = select(Article)
    if author := request.query.get("author"):
        stmt = stmt.join(Article.author).where(User.username == author)
    if fav := request.query.get("favorited"):
        stmt = stmt.join(favorites, favorites.c.article_id == Article.id).join(
            User, User.id == favorites.c.user_id).where(User.username == fav)
    async with request.app[SESSIONMAKER]() as session:
        total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = (await session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))).unique()
        return web.json_response({"articles": [article_json(a, viewer) for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request: web.Request):
    viewer = await request.app[SERVICES]["users"].from_header(request.headers.get("Authorization"))
    if viewer is None:
        return web.json_response({"errors": {"token": ["missing"]}}, status=401)
    a = (await request.json()).get("article", {})
    article = await request.app[SERVICES]["articles"].create(viewer, a["title"], a["description"], a["body"])
    return web.json_response({"article": article_json(article, viewer)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request):
    article = await request.app[SERVICES]["articles"].get(request.match_info["slug"])
    if article is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": article_json(article, None)})
