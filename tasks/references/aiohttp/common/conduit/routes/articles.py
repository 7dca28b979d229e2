# feature-file: articles
from aiohttp import web

from conduit.routes.context import services, user_id, viewer_id
from conduit.routes.params import envelope, page
from conduit.routes.serializers import article_json
from conduit.services.dto import ArticlePage, ArticleView

routes = web.RouteTableDef()


def _single(article: ArticleView, status: int = 200) -> web.Response:
    return web.json_response({"article": article_json(article)}, status=status)


def _many(page: ArticlePage) -> web.Response:
    return web.json_response(
        {"articles": [article_json(a) for a in page.articles], "articlesCount": page.total}
    )


# feature-begin: profiles
# Registered before /api/articles/{slug} so that "feed" is never taken for a slug.
@routes.get("/api/articles/feed")
async def feed(request: web.Request) -> web.Response:
    caller = user_id(request)
    limit, offset = page(request.query)
    return _many(
        await services(request).articles.feed(limit=limit, offset=offset, viewer_id=caller)
    )


# feature-end: profiles
@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    limit, offset = page(request.query)
    return _many(
        await services(request).articles.search(
            tag=request.query.get("tag"),
            author=request.query.get("author"),
            favorited=request.query.get("favorited"),  # feature-line: favorites
            limit=limit,
            offset=offset,
            viewer_id=viewer_id(request),
        )
    )


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    caller = user_id(request)
    article = await services(request).articles.create(caller, await envelope(request, "article"))
    return _single(article, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request) -> web.Response:
    slug = request.match_info["slug"]
    return _single(await services(request).articles.get(slug, viewer_id(request)))


@routes.put("/api/articles/{slug}")
async def update_article(request: web.Request) -> web.Response:
    caller = user_id(request)
    article = await services(request).articles.update(
        request.match_info["slug"], caller, await envelope(request, "article")
    )
    return _single(article)


@routes.delete("/api/articles/{slug}")
async def delete_article(request: web.Request) -> web.Response:
    await services(request).articles.delete(request.match_info["slug"], user_id(request))
    return web.Response(status=204)
# feature-begin: favorites


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request: web.Request) -> web.Response:
    slug = request.match_info["slug"]
    return _single(await services(request).articles.favorite(slug, user_id(request)))


@routes.delete("/api/articles/{slug}/favorite")
async def unfavorite(request: web.Request) -> web.Response:
    slug = request.match_info["slug"]
    return _single(await services(request).articles.unfavorite(slug, user_id(request)))
# feature-end: favorites
