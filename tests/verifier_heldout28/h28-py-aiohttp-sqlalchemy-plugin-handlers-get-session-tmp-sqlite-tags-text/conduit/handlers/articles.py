import re

import aiohttp_sqlalchemy as ahsa
import sqlalchemy as sa
from aiohttp import web

from conduit.models import Article, Tag, User
from conduit.services import auth

routes = web.RouteTableDef()


def _article(a):
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(t.name for t in a.tags), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.created_at.isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@routes.get("/api/articles")
async def list_articles(request):
    session = ahsa.get_session(request)
    stmt = sa.select(Article)
    if tag := request.query.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == tag))
    if author := request.query.get("author"):
        stmt = stmt.where(Article.author.has(User.username == author))
    total = await session.scalar(sa.select(sa.func.count()).select_from(stmt.subquery()))
    result = await session.scalars(stmt.order_by(Article.created_at.desc())
                                   .limit(int(request.query.get("limit", 20)))
                                   .offset(int(request.query.get("offset", 0))))
    return web.json_response({"articles": [_article(a) for a in result], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    session = ahsa.get_session(request)
    user = await auth.current_user(session, request.headers.get("Authorization"))
    if user is None:
        return web.json_response({"errors": {"token": ["is missing"]}}, status=401)
    data = (await request.json()).get("article") or {}
    article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-"),
                      title=data.get("title", ""), description=data.get("description", ""),
                      body=data.get("body", ""), author_id=user.id)
    for name in dict.fromkeys(data.get("tagList") or []):
        tag = await session.scalar(sa.select(Tag).where(Tag.name == name))
        article.tags.append(tag or Tag(name=name))
    session.add(article)
    await session.commit()
    article = await session.scalar(sa.select(Article).where(Article.id == article.id))
    return web.json_response({"article": _article(article)}, status=201)


@routes.get("/api/tags")
async def tags(request):
    session = ahsa.get_session(request)
    result = await session.execute(sa.text("SELECT DISTINCT name FROM tags ORDER BY name"))
    return web.json_response({"tags": [row[0] for row in result]})
