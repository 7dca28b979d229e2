import re

import jwt
from aiohttp import web
from passlib.hash import bcrypt
from sqlalchemy import select, text

from db import Session, engine
from models import Article, Base, Tag, User, favorites

SECRET = "aiohttp-realworld"
routes = web.RouteTableDef()


def token_for(user):
    return jwt.encode({"id": user.id}, SECRET, algorithm="HS256")


async def auth_user(request, session, optional=False):
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        try:
            payload = jwt.decode(header[6:], SECRET, algorithms=["HS256"])
            user = await session.get(User, payload["id"])
            if user:
                return user
        except jwt.PyJWTError:
            pass
    if optional:
        return None
    raise web.HTTPUnauthorized(text='{"errors": {"body": ["Unauthorized"]}}', content_type="application/json")


def user_json(user):
    return {"user": {"email": user.email, "token": token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


async def article_json(session, article, me):
    count = (await session.execute(
        text("SELECT COUNT(*) FROM favorites WHERE article_id = :aid"), {"aid": article.id})).scalar()
    favorited = False
    if me is not None:
        favorited = (await session.execute(
            select(favorites.c.user_id).where(favorites.c.article_id == article.id,
                                              favorites.c.user_id == me.id))).first() is not None
    return {
        "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
        "tagList": sorted(t.name for t in article.tags),
        "createdAt": article.created_at.isoformat() + "Z", "updatedAt": article.updated_at.isoformat() + "Z",
        "favorited": favorited, "favoritesCount": count,
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


@routes.get("/api/health-check")
async def health_check(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json()).get("user", {})
    async with Session() as session:
        user = User(username=data["username"], email=data["email"], password=bcrypt.hash(data["password"]))
        session.add(user)
        await session.commit()
        return web.json_response(user_json(user), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json()).get("user", {})
    async with Session() as session:
        user = (await session.execute(select(User).where(User.email == data.get("email")))).scalar_one_or_none()
        if user is None or not bcrypt.verify(data.get("password", ""), user.password):
            return web.json_response({"errors": {"body": ["invalid credentials"]}}, status=401)
        return web.json_response(user_json(user))


@routes.get("/api/articles")
async def list_articles(request):
    async with Session() as session:
        me = await auth_user(request, session, optional=True)
        stmt = select(Article).order_by(Article.created_at.desc())
        if request.query.get("tag"):
            stmt = stmt.where(Article.tags.any(Tag.name == request.query["tag"]))
        if request.query.get("author"):
            stmt = stmt.join(User).where(User.username == request.query["author"])
        rows = (await session.execute(stmt)).unique().scalars().all()
        limit, offset = int(request.query.get("limit", 20)), int(request.query.get("offset", 0))
        page = rows[offset:offset + limit]
        return web.json_response({"articles": [await article_json(session, a, me) for a in page],
                                  "articlesCount": len(rows)})


@routes.post("/api/articles")
async def create_article(request):
    data = (await request.json()).get("article", {})
    async with Session() as session:
        me = await auth_user(request, session)
        article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"),
                          title=data["title"], description=data["description"], body=data["body"],
                          author_id=me.id)
        for name in data.get("tagList") or []:
            tag = (await session.execute(select(Tag).where(Tag.name == name))).scalar_one_or_none()
            article.tags.append(tag or Tag(name=name))
        session.add(article)
        await session.commit()
        article = (await session.execute(select(Article).where(Article.id == article.id))).unique().scalar_one()
        return web.json_response({"article": await article_json(session, article, me)}, status=201)


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request):
    async with Session() as session:
        me = await auth_user(request, session)
        article = (await session.execute(
            select(Article).where(Article.slug == request.match_info["slug"]))).unique().scalar_one_or_none()
        if article is None:
            raise web.HTTPNotFound()
        exists = (await session.execute(select(favorites).where(
            favorites.c.user_id == me.id, favorites.c.article_id == article.id))).first()
        if not exists:
            await session.execute(favorites.insert().values(user_id=me.id, article_id=article.id))
            await session.commit()
        return web.json_response({"article": await article_json(session, article, me)})


@routes.get("/api/tags")
async def get_tags(request):
    async with Session() as session:
        names = (await session.execute(select(Tag.name).order_by(Tag.name))).scalars().all()
        return web.json_response({"tags": list(names)})


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def main():
    app = web.Application()
    app.add_routes(routes)
    app.on_startup.append(on_startup)
    web.run_app(app, host="0.0.0.0", port=8080)


if __name__ == "__main__":
    main()
