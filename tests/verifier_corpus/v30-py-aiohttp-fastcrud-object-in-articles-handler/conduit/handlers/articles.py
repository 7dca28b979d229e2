from aiohttp import web
from fastcrud import FastCRUD

from conduit.database import session_factory
from conduit.models import Article

routes = web.RouteTableDef()
article_crud = FastCRUD(Article)


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", "20"))
    offset = int(request.query.get("offset", "0"))
    async with session_factory() as session:
        page = await article_crud.get_multi(
            session, offset=offset, limit=limit, sort_columns="id", sort_orders="desc"
        )
    return web.json_response({"articles": page["data"], "articlesCount": page["total_count"]})


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    async with session_factory() as session:
        article = await article_crud.get(session, slug=request.match_info["slug"])
    if article is None:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
    return web.json_response({"article": article})
