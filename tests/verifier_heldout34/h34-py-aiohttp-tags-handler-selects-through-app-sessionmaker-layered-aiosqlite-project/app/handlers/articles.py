from aiohttp import web

from app.services import article_service


async def get_article(request):
    async with request.app["sessionmaker"]() as session:
        try:
            a = await article_service.get_article(session, request.match_info["slug"])
        except article_service.NotFound:
            return web.json_response({"errors": {"article": ["not found"]}}, status=404)
        return web.json_response({"article": {"slug": a.slug, "title": a.title, "body": a.body}})
