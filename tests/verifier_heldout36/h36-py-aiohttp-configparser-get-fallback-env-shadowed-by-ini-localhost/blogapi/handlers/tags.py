from aiohttp import web


async def list_tags(request):
    from blogapi.application import TAGS

    return web.json_response({"tags": await request.app[TAGS].names()})
