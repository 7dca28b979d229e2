from aiohttp import web

from conduit.services import article_service


async def create_article(request: web.Request) -> web.Response:
    author_id = int(request.headers["Authorization"].removeprefix("Token ").split(".")[0])
    payload = await request.json()
    session = request["db"]
    article = await article_service.create_article(session, author_id, payload["article"])
    await session.flush()  # INSERT now so that id and createdAt are filled in for the response
    return web.json_response({"article": {
        "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
        "createdAt": article.created_at.isoformat(), "tagList": [], "favorited": False, "favoritesCount": 0,
    }}, status=201)


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
