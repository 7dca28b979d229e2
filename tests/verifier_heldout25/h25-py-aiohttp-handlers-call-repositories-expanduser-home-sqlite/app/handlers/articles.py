import re
import uuid

from aiohttp import web

from ..repositories.article_repository import ArticleRepository
from .auth import current_user

routes = web.RouteTableDef()
articles = ArticleRepository()


def serialize(a) -> dict:
    return {
        "slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
        "createdAt": a.created_at.isoformat() + "Z", "updatedAt": a.updated_at.isoformat() + "Z",
        "favorited": False, "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


@routes.get("/api/articles")
async def list_articles(request: web.Request):
    rows, total = await articles.list(
        request.query.get("author"), int(request.query.get("limit", 20)), int(request.query.get("offset", 0))
    )
    return web.json_response({"articles": [serialize(a) for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request: web.Request):
    user = await current_user(request)
    if user is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    data = (await request.json()).get("article", {})
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-") + "-" + uuid.uuid4().hex[:6]
    article = await articles.create(slug=slug, title=data["title"], description=data["description"],
                                    body=data["body"], author_id=user.id)
    return web.json_response({"article": serialize(article)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request: web.Request):
    article = await articles.get_by_slug(request.match_info["slug"])
    if article is None:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
    return web.json_response({"article": serialize(article)})


@routes.delete("/api/articles/{slug}")
async def delete_article(request: web.Request):
    user = await current_user(request)
    article = await articles.get_by_slug(request.match_info["slug"])
    if article is None:
        return web.json_response({"errors": {"body": ["article not found"]}}, status=404)
    if user is None or article.author_id != user.id:
        return web.json_response({"errors": {"body": ["forbidden"]}}, status=403)
    await articles.delete(article.id)
    return web.Response(status=204)
