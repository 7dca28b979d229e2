import re
import time

import jwt
from aiohttp import web
from passlib.hash import bcrypt
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from app import queries, settings
from app.tables import Article, Base, Favorite, User

routes = web.RouteTableDef()
SESSIONS = web.AppKey("sessions", async_sessionmaker)


def token(user: User) -> str:
    return jwt.encode({"id": user.id, "exp": int(time.time()) + 86400}, settings.JWT_SECRET, algorithm="HS256")


async def viewer(request: web.Request, session) -> User | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return await session.get(User, jwt.decode(header[6:], settings.JWT_SECRET, algorithms=["HS256"])["id"])
    except jwt.PyJWTError:
        raise web.HTTPUnauthorized()


def article_json(a: Article, favorites: int, favorited: bool) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": sorted(a.tag_list or []), "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": favorited, "favoritesCount": favorites,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json())["user"]
    async with request.app[SESSIONS].begin() as s:
        if await queries.user_by(s, email=data["email"]) or await queries.user_by(s, username=data["username"]):
            return web.json_response({"errors": {"username": ["has already been taken"]}}, status=422)
        user = User(username=data["username"], email=data["email"], password=bcrypt.hash(data["password"]))
        s.add(user)
        await s.flush()
        return web.json_response({"user": {"email": user.email, "username": user.username, "bio": None,
                                           "image": None, "token": token(user)}}, status=201)


@routes.get("/api/articles")
async def articles(request):
    q = request.query
    async with request.app[SESSIONS]() as s:
        me = await viewer(request, s)
        rows, total = await queries.list_articles(s, tag=q.get("tag"), author=q.get("author"),
                                                  favorited=q.get("favorited"), limit=int(q.get("limit", 20)),
                                                  offset=int(q.get("offset", 0)))
        out = []
        for a in rows:
            fav = bool(me) and await s.get(Favorite, (me.id, a.id)) is not None
            out.append(article_json(a, await queries.favorite_count(s, a.id), fav))
    return web.json_response({"articles": out, "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    data = (await request.json())["article"]
    async with request.app[SESSIONS].begin() as s:
        me = await viewer(request, s)
        if me is None:
            raise web.HTTPUnauthorized()
        a = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"), title=data["title"],
                    description=data["description"], body=data["body"],
                    tag_list=sorted(set(data.get("tagList", []))), author_id=me.id)
        s.add(a)
        await s.flush()
        a = await queries.article_by_slug(s, a.slug)
        return web.json_response({"article": article_json(a, 0, False)}, status=201)


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request):
    async with request.app[SESSIONS].begin() as s:
        me = await viewer(request, s)
        if me is None:
            raise web.HTTPUnauthorized()
        a = await queries.article_by_slug(s, request.match_info["slug"])
        if a is None:
            raise web.HTTPNotFound()
        if await s.get(Favorite, (me.id, a.id)) is None:
            s.add(Favorite(user_id=me.id, article_id=a.id))
            await s.flush()
        return web.json_response({"article": article_json(a, await queries.favorite_count(s, a.id), True)})


@routes.get("/api/tags")
async def tags(request):
    async with request.app[SESSIONS]() as s:
        return web.json_response({"tags": await queries.all_tags(s)})


async def db_context(app: web.Application):
    engine = create_async_engine(settings.database_url(), pool_size=10)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


def make_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(db_context)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=settings.PORT)
