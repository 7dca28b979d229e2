from aiohttp import web

from blog.logic import articles as logic


async def get_article(request):
    from blog.bootstrap import SESSIONS
    try:
        a = await logic.get_article(request.app[SESSIONS], request.match_info["slug"])
    except logic.Missing:
        raise web.HTTPNotFound()
    return web.json_response({"article": {"slug": a.slug, "title": a.title, "body": a.body}})
