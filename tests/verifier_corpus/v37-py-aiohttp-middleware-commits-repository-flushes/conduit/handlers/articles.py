from aiohttp import web

from conduit.services import article_service


async def create_article(request: web.Request) -> web.Response:
    author_id = int(request.headers["Authorization"].removeprefix("Token ").split(".")[0])
    payload = await request.json()
    article = await article_service.create_article(request["db"], author_id, payload["article"])
    return web.json_response({"article": {
        "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
        "createdAt": article.created_at.isoformat(), "tagList": [], "favorited": False, "favoritesCount": 0,
    }}, status=201)


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
