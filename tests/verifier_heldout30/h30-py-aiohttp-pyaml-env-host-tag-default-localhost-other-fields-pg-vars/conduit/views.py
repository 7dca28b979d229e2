import re
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from aiohttp import web
from sqlalchemy import func, select

from conduit.models import Article, Tag, User, article_tags

routes = web.RouteTableDef()


def _sessions(request):
    from conduit.app import SESSIONS

    return request.app[SESSIONS]


def _secret(request) -> str:
    from conduit.app import CONFIG

    return request.app[CONFIG]["auth"]["secret"]


def _token(request, user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(hours=24)
    return jwt.encode({"sub": str(user.id), "exp": exp}, _secret(request), algorithm="HS256")


async def _viewer(request, session):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return await session.get(User, int(jwt.decode(header[6:], _secret(request), algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None


@routes.get("/api/health-check")
async def health_check(_request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    u = (await request.json()).get("user", {})
    async with _sessions(request)() as session:
        if await session.scalar(select(User.id).where(User.email == u.get("email"))):
            return web.json_response({"errors": {"email": ["has already been taken"]}}, status=422)
        user = User(username=u["username"], email=u["email"],
                    password_hash=bcrypt.hashpw(u["password"].encode(), bcrypt.gensalt()).decode())
        session.add(user)
        await session.commit()
        return web.json_response({"user": {"email": user.email, "username": user.username, "bio": None,
                                           "image": None, "token": _token(request, user)}}, status=201)


@routes.post("/api/articles")
async def create_article(request):
    a = (await request.json()).get("article", {})
    async with _sessions(request)() as session:
        viewer = await _viewer(request, session)
        if viewer is None:
            return web.json_response({"errors": {"token": ["missing"]}}, status=401)
        tags = []
        for name in dict.fromkeys(a.get("tagList", [])):
            tags.append(await session.scalar(select(Tag).where(Tag.name == name)) or Tag(name=name))
        article = Article(slug=re.sub(r"[^a-z0-9]+", "-", a["title"].lower()).strip("-"), title=a["title"],
                          description=a["description"], body=a["body"], author=viewer, tags=tags)
        session.add(article)
        await session.commit()
        return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                              "tagList": [t.name for t in tags]}}, status=201)


@routes.get("/api/articles")
async def list_articles(request):
    limit, offset = int(request.query.get("limit", 20)), int(request.query.get("offset", 0))
    stmt = select(Article)
    if request.query.get("tag"):
        stmt = stmt.where(Article.tags.any(Tag.name == request.query["tag"]))
    async with _sessions(request)() as session:
        total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = (await session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
        return web.json_response({"articles": [
            {"slug": r.slug, "title": r.title, "description": r.description, "body": r.body,
             "tagList": sorted(t.name for t in r.tags), "createdAt": r.created_at.isoformat(),
             "updatedAt": r.updated_at.isoformat(), "favorited": False, "favoritesCount": 0,
             "author": {"username": r.author.username, "bio": r.author.bio, "image": r.author.image,
                        "following": False}} for r in rows], "articlesCount": total})


@routes.get("/api/tags")
async def tags(request):
    async with _sessions(request)() as session:
        stmt = select(Tag.name).join(article_tags, article_tags.c.tag_id == Tag.id).distinct().order_by(Tag.name)
        return web.json_response({"tags": list(await session.scalars(stmt))})
