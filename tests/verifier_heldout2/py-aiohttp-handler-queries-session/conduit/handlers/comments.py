from aiohttp import web
from sqlalchemy import select

from conduit.models import Article, Comment

routes = web.RouteTableDef()


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request):
    async with request.app["sessionmaker"]() as session:
        article = await session.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
        if article is None:
            raise web.HTTPNotFound()
        rows = await session.scalars(select(Comment).where(Comment.article_id == article.id))
        return web.json_response({"comments": [{"id": c.id, "body": c.body} for c in rows]})


@routes.delete("/api/articles/{slug}/comments/{id}")
async def delete_comment(request):
    async with request.app["sessionmaker"]() as session:
        comment = await session.get(Comment, int(request.match_info["id"]))
        if comment is not None:
            await session.delete(comment)
            await session.commit()
    return web.json_response({})
