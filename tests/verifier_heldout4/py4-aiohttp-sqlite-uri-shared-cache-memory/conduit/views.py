import hashlib
import secrets

import jwt
from aiohttp import web
from sqlalchemy import delete, func, select

from conduit.db import Session
from conduit.models import Article, Favorite, User
from conduit.settings import SECRET

routes = web.RouteTableDef()


def _hash(password: str, salt: str | None = None) -> str:
    salt = salt or secrets.token_hex(8)
    return salt + "$" + hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), 100_000).hex()


def _user_json(u: User) -> dict:
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                     "token": jwt.encode({"id": u.id}, SECRET, algorithm="HS256")}}


async def _me(request: web.Request, session) -> User | None:
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token "):
        return None
    try:
        return await session.get(User, jwt.decode(auth[6:], SECRET, algorithms=["HS256"])["id"])
    except jwt.PyJWTError:
        return None


async def _article_json(session, a: Article, me: User | None) -> dict:
    count = await session.scalar(select(func.count(Favorite.id)).where(Favorite.article_id == a.id))
    fav = me is not None and await session.scalar(
        select(Favorite.id).where(Favorite.article_id == a.id, Favorite.user_id == me.id)) is not None
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body,
            "tagList": [t for t in a.tags.split(",") if t], "createdAt": a.created_at.isoformat(),
            "updatedAt": a.updated_at.isoformat(), "favorited": fav, "favoritesCount": count,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@routes.get("/api/health-check")
async def health(_):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json())["user"]
    async with Session.begin() as session:
        user = User(username=data["username"], email=data["email"], password=_hash(data["password"]))
        session.add(user)
    return web.json_response(_user_json(user), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json())["user"]
    async with Session() as session:
        user = await session.scalar(select(User).where(User.email == data["email"]))
    if user is None or _hash(data["password"], user.password.split("$")[0]) != user.password:
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response(_user_json(user))


@routes.get("/api/articles")
async def list_articles(request):
    limit, offset = int(request.query.get("limit", 20)), int(request.query.get("offset", 0))
    async with Session() as session:
        me = await _me(request, session)
        stmt = select(Article).order_by(Article.created_at.desc())
        if "tag" in request.query:
            stmt = stmt.where(Article.tags.contains(request.query["tag"]))
        total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
        rows = (await session.scalars(stmt.limit(limit).offset(offset))).all()
        return web.json_response({"articles": [await _article_json(session, a, me) for a in rows],
                                  "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    data = (await request.json())["article"]
    async with Session() as session:
        me = await _me(request, session)
        if me is None:
            return web.json_response({"errors": {"token": ["missing"]}}, status=401)
        article = Article(slug=f"{'-'.join(data['title'].lower().split())}-{secrets.token_hex(3)}",
                          title=data["title"], description=data["description"], body=data["body"],
                          tags=",".join(data.get("tagList", [])), author_id=me.id)
        session.add(article)
        await session.commit()
        article = await session.scalar(select(Article).where(Article.id == article.id))
        return web.json_response({"article": await _article_json(session, article, me)}, status=201)


@routes.post("/api/articles/{slug}/favorite")
@routes.delete("/api/articles/{slug}/favorite")
async def favorite(request):
    async with Session() as session:
        me = await _me(request, session)
        article = await session.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
        if me is None or article is None:
            return web.json_response({"errors": {"request": ["invalid"]}}, status=404)
        await session.execute(delete(Favorite).where(Favorite.user_id == me.id, Favorite.article_id == article.id))
        if request.method == "POST":
            session.add(Favorite(user_id=me.id, article_id=article.id))
        await session.commit()
        return web.json_response({"article": await _article_json(session, article, me)})


@routes.get("/api/tags")
async def tags(_):
    async with Session() as session:
        rows = (await session.scalars(select(Article.tags))).all()
    return web.json_response({"tags": sorted({t for row in rows for t in row.split(",") if t})})
