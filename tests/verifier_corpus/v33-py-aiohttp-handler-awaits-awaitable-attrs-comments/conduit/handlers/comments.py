from aiohttp import web

from conduit.db import Session
from conduit.services import articles

routes = web.RouteTableDef()


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request) -> web.Response:
    async with Session() as session:
        article = await articles.find(session, request.match_info["slug"])
        if article is None:
            return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
        comments = await article.awaitable_attrs.comments
        return web.json_response({"comments": [{"id": c.id, "body": c.body} for c in comments]})
