import os
import re
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from aiohttp import web
from sqlalchemy import func, select

from blog.db import SessionLocal
from blog.models import Article, Comment, User

SECRET = os.environ.get("JWT_SECRET", "conduit")
routes = web.RouteTableDef()


def _token(user: User) -> str:
    return jwt.encode({"sub": str(user.id), "exp": datetime.now(timezone.utc) + timedelta(days=1)},
                      SECRET, algorithm="HS256")


async def _viewer(request, session) -> User | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return await session.get(User, int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None


def _article(a: Article) -> dict:
    return {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
            "createdAt": a.created_at.isoformat(), "updatedAt": a.created_at.isoformat(),
            "favorited": False, "favoritesCount": 0,
            "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image,
                       "following": False}}


@routes.get("/api/health-check")
async def health(_request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json()).get("user") or {}
    async with SessionLocal() as session:
        if await session.scalar(select(User).where(User.email == data.get("email"))):
            return web.json_response({"errors": {"email": ["has already been taken"]}}, status=409)
        user = User(username=data.get("username"), email=data.get("email"), bio="",
                    password_hash=bcrypt.hashpw(data.get("password", "").encode(), bcrypt.gensalt()).decode())
        session.add(user)
        await session.commit()
        return web.json_response({"user": {"email": user.email, "token": _token(user), "username": user.username,
                                           "bio": user.bio, "image": user.image}}, status=201)


@routes.get("/api/articles")
async def articles(request):
    limit, offset = int(request.query.get("limit", 20)), int(request.query.get("offset", 0))
    async with SessionLocal() as session:
        total = await session.scalar(select(func.count(Article.id)))
        rows = await session.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return web.json_response({"articles": [_article(a) for a in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    async with SessionLocal() as session:
        me = await _viewer(request, session)
        if me is None:
            return web.json_response({"errors": {"token": ["is missing"]}}, status=401)
        data = (await request.json()).get("article") or {}
        article = Article(slug=re.sub(r"[^a-z0-9]+", "-", data.get("title", "").lower()).strip("-"),
                          title=data.get("title", ""), description=data.get("description", ""),
                          body=data.get("body", ""), author_id=me.id)
        session.add(article)
        await session.commit()
        article = await session.scalar(select(Article).where(Article.id == article.id))
        return web.json_response({"article": _article(article)}, status=201)


@routes.get("/api/articles/{slug}/comments")
async def comments(request):
    async with SessionLocal() as session:
        article = await session.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
        if article is None:
            return web.json_response({"errors": {"article": ["not found"]}}, status=404)
        rows = await session.scalars(select(Comment).where(Comment.article_id == article.id).order_by(Comment.id))
        return web.json_response({"comments": [
            {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(), "updatedAt": c.created_at.isoformat(),
             "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image,
                        "following": False}} for c in rows]})
