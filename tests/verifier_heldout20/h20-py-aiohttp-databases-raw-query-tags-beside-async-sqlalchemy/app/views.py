from aiohttp import web
from sqlalchemy import func, select

from app.db import RAW_DB, SESSIONS
from app.models import Article, Tag

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/articles")
async def articles(request):
    tag = request.query.get("tag")
    stmt = select(Article).order_by(Article.created_at.desc())
    if tag:
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    async with request.app[SESSIONS]() as session:
        total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = (await session.scalars(stmt.limit(int(request.query.get("limit", 20)))
                                      .offset(int(request.query.get("offset", 0))))).all()
    return web.json_response({
        "articles": [{"slug": a.slug, "title": a.title, "tagList": [t.name for t in a.tags]} for a in rows],
        "articlesCount": total,
    })


@routes.get("/api/tags")
async def tags(request):
    rows = await request.app[RAW_DB].fetch_all(
        query="SELECT DISTINCT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id ORDER BY t.name"
    )
    return web.json_response({"tags": [r["name"] for r in rows]})
