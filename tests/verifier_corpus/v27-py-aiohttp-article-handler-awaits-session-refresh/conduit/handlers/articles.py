from aiohttp import web

from conduit.services.article_service import ArticleService

routes = web.RouteTableDef()


def _article_json(article):
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
    }


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    author_id = int(request.headers.get("X-User-Id", "0"))
    if not author_id:
        raise web.HTTPUnauthorized()
    data = (await request.json()).get("article") or {}
    if not data.get("title") or not data.get("body"):
        return web.json_response({"errors": {"body": ["title and body are required"]}}, status=422)
    session = request["db"]
    article = await ArticleService(session).create(author_id, data)
    # created_at / updated_at are filled by the database: load them before serializing
    await session.refresh(article)
    return web.json_response({"article": _article_json(article)}, status=201)
