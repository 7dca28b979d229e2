import re
import time

import bcrypt
import jwt
from aiohttp import web
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from realworld.config import Config
from realworld.models import Article, Base, User

CONFIG = web.AppKey("config", Config)
DB = web.AppKey("db", async_sessionmaker)
routes = web.RouteTableDef()


def user_json(app, user):
    tok = jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, app[CONFIG].secret, "HS256")
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": tok}}


async def current_user(request, session):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        claims = jwt.decode(header[6:], request.app[CONFIG].secret, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return await session.get(User, int(claims["sub"]))


@routes.get("/api/health-check")
async def health(_request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json())["user"]
    async with request.app[DB].begin() as s:
        if await s.scalar(select(User.id).where((User.email == data["email"]) | (User.username == data["username"]))):
            return web.json_response({"errors": {"username": ["has already been taken"]}}, status=422)
        user = User(username=data["username"], email=data["email"],
                    password_hash=bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode())
        s.add(user)
        await s.flush()
        return web.json_response(user_json(request.app, user), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json())["user"]
    async with request.app[DB]() as s:
        user = await s.scalar(select(User).where(User.email == data["email"]))
    if user is None or not bcrypt.checkpw(data["password"].encode(), user.password_hash.encode()):
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response(user_json(request.app, user))


@routes.get("/api/profiles/{username}")
async def profile(request):
    async with request.app[DB]() as s:
        me = await current_user(request, s)
        user = await s.scalar(select(User).where(User.username == request.match_info["username"]))
        if user is None:
            raise web.HTTPNotFound()
        following = bool(me) and any(u.id == user.id for u in me.following)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                          "following": following}})


@routes.get("/api/articles")
async def articles(request):
    limit, offset = int(request.query.get("limit", 20)), int(request.query.get("offset", 0))
    stmt = select(Article)
    if author := request.query.get("author"):
        stmt = stmt.join(Article.author).where(User.username == author)
    async with request.app[DB]() as s:
        total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = (await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
    return web.json_response({"articles": [{"slug": a.slug, "title": a.title, "description": a.description,
                                            "body": a.body, "tagList": [], "favorited": False,
                                            "favoritesCount": 0, "createdAt": a.created_at.isoformat(),
                                            "updatedAt": a.updated_at.isoformat(),
                                            "author": {"username": a.author.username, "bio": a.author.bio,
                                                       "image": a.author.image, "following": False}}
                                           for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    data = (await request.json())["article"]
    async with request.app[DB].begin() as s:
        me = await current_user(request, s)
        if me is None:
            raise web.HTTPUnauthorized()
        a = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"), title=data["title"],
                    description=data["description"], body=data["body"], author_id=me.id)
        s.add(a)
    return web.json_response({"article": {"slug": a.slug, "title": a.title}}, status=201)


async def database(app):
    engine = create_async_engine(app[CONFIG].database_url)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[DB] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


def create_app(config: Config) -> web.Application:
    app = web.Application()
    app[CONFIG] = config
    app.cleanup_ctx.append(database)
    app.add_routes(routes)
    return app
