import os

import jwt
from aiohttp import web

from conduit.articles import create_article, list_tags
from conduit.db import Base, Session, engine
from conduit.models import Article, User

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")


def article_json(a: Article) -> dict:
    return {
        "slug": a.slug,
        "title": a.title,
        "description": a.description,
        "body": a.body,
        "tagList": sorted(t.name for t in a.tags),
        "createdAt": a.created_at.isoformat().replace("+00:00", "Z"),
        "updatedAt": a.updated_at.isoformat().replace("+00:00", "Z"),
        "favorited": False,
        "favoritesCount": 0,
        "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False},
    }


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def tags(request: web.Request) -> web.Response:
    async with Session() as session:
        return web.json_response({"tags": await list_tags(session)})


async def post_article(request: web.Request) -> web.Response:
    header = request.headers.get("Authorization", "")
    try:
        user_id = jwt.decode(header.removeprefix("Token "), SECRET, algorithms=["HS256"])["id"]
    except (jwt.PyJWTError, KeyError):
        return web.json_response({"errors": {"token": ["is missing or invalid"]}}, status=401)
    body = (await request.json()).get("article") or {}
    if not body.get("title") or not body.get("body"):
        return web.json_response({"errors": {"body": ["can't be empty"]}}, status=422)
    async with Session() as session:
        author = await session.get(User, user_id)
        if author is None:
            return web.json_response({"errors": {"token": ["is invalid"]}}, status=401)
        article = await create_article(session, author, body)
        return web.json_response({"article": article_json(article)}, status=201)


async def _schema(app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_schema)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags)
    app.router.add_post("/api/articles", post_article)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8080)
