from aiohttp import web
from sqlalchemy import func, select

from conduit.db import Session
from conduit.models import Article, Tag, article_tags

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/tags")
async def list_tags(request: web.Request) -> web.Response:
    stmt = (
        select(Tag.name)
        .join(article_tags, article_tags.c.tag_id == Tag.id)
        .group_by(Tag.name)
        .order_by(func.count().desc(), Tag.name)
    )
    async with Session() as session:
        return web.json_response({"tags": list(await session.scalars(stmt))})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    async with Session() as session:
        article = await session.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
        if article is None:
            return web.json_response({"errors": {"article": ["not found"]}}, status=404)
        return web.json_response(
            {
                "article": {
                    "slug": article.slug,
                    "title": article.title,
                    "description": article.description,
                    "body": article.body,
                    "tagList": [t.name for t in article.tags],
                    "createdAt": article.created_at.isoformat(),
                    "updatedAt": article.updated_at.isoformat(),
                    "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image},
                }
            }
        )
