from aiohttp import web
from sqlalchemy import func, select

from conduit.models import Article, Tag, User

routes = web.RouteTableDef()


def article_json(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def list_articles(request):
    from conduit.app import SESSIONS
    stmt = select(Article)
    if "tag" in request.query:
        stmt = stmt.where(Article.tags.any(Tag.name == request.query["tag"]))
    if "author" in request.query:
        stmt = stmt.join(Article.author).where(User.username == request.query["author"])
    async with request.app[SESSIONS]() as session:
        total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = (await session.scalars(stmt.order_by(Article.created_at.desc())
                                      .limit(int(request.query.get("limit", 20))).offset(int(request.query.get("offset", 0))))).all()
    return web.json_response({"articles": [article_json(a) for a in rows], "articlesCount": total})


@routes.get("/api/tags")
async def tags(request):
    from conduit.app import SESSIONS
    async with request.app[SESSIONS]() as session:
        names = (await session.scalars(select(Tag.name).order_by(Tag.name))).all()
    return web.json_response({"tags": list(names)})
