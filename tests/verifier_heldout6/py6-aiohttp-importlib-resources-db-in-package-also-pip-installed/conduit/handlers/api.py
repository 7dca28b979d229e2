import os
import re
import time

import jwt
from aiohttp import web
from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError
from sqlalchemy import func, select

from conduit.db.schema import Article, User

routes = web.RouteTableDef()
hasher = PasswordHasher()
SECRET = os.environ.get("CONDUIT_SECRET", "conduit")


def _token(user):
    return jwt.encode({"uid": user.id, "exp": int(time.time()) + 86400}, SECRET, algorithm="HS256")


def _user(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": _token(user)}}


async def _me(request, session):
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token "):
        return None
    try:
        return await session.get(User, jwt.decode(auth[6:], SECRET, algorithms=["HS256"])["uid"])
    except jwt.PyJWTError:
        return None


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json())["user"]
    async with request.app["sessions"].begin() as s:
        taken = await s.scalar(select(User).where((User.email == data["email"]) | (User.username == data["username"])))
        if taken:
            return web.json_response({"errors": {"username": ["has already been taken"]}}, status=422)
        user = User(username=data["username"], email=data["email"], password=hasher.hash(data["password"]))
        s.add(user)
        await s.flush()
        return web.json_response(_user(user), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json())["user"]
    async with request.app["sessions"]() as s:
        user = await s.scalar(select(User).where(User.email == data["email"]))
    try:
        if user is None or not hasher.verify(user.password, data["password"]):
            raise VerifyMismatchError
    except VerifyMismatchError:
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response(_user(user))


@routes.get("/api/articles")
async def articles(request):
    limit, offset = int(request.query.get("limit", 20)), int(request.query.get("offset", 0))
    async with request.app["sessions"]() as s:
        total = await s.scalar(select(func.count()).select_from(Article))
        rows = (await s.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
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
    async with request.app["sessions"].begin() as s:
        me = await _me(request, s)
        if me is None:
            raise web.HTTPUnauthorized()
        a = Article(slug=re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-"), title=data["title"],
                    description=data["description"], body=data["body"], author_id=me.id)
        s.add(a)
    return web.json_response({"article": {"slug": a.slug, "title": a.title}}, status=201)
