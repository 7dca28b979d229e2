import itertools

from aiohttp import web

from conduit.db import DB_KEY
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleService, slugify

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    data = (await request.json())["article"]
    repo = ArticleRepository(request.app[DB_KEY])
    base = slugify(data["title"])
    slug = base
    for n in itertools.count(2):
        if not await repo.slug_exists(slug):
            break
        slug = f"{base}-{n}"
    article = await ArticleService(repo).create(author_id=1, slug=slug, data=data)
    return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                          "description": article.description, "body": article.body}},
                             status=201)
