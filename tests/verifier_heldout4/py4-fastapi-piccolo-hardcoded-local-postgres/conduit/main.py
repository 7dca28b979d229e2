import json
import secrets
from contextlib import asynccontextmanager
from datetime import datetime, timezone

import bcrypt
import jwt
from fastapi import Body, Depends, FastAPI, Header, HTTPException
from piccolo.table import create_db_tables

from conduit.tables import Article, Favorite, Follow, User

SECRET = "conduit-piccolo"


@asynccontextmanager
async def lifespan(_: FastAPI):
    await create_db_tables(User, Follow, Article, Favorite, if_not_exists=True)
    yield


app = FastAPI(lifespan=lifespan)


async def me(authorization: str | None = Header(None)) -> dict:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(401)
    try:
        uid = jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        raise HTTPException(401)
    user = await User.select().where(User.id == uid).first()
    if user is None:
        raise HTTPException(401)
    return user


def user_out(u: dict) -> dict:
    return {"user": {"email": u["email"], "username": u["username"], "bio": u["bio"], "image": u["image"],
                     "token": jwt.encode({"uid": u["id"]}, SECRET, algorithm="HS256")}}


async def article_out(a: dict, viewer: dict | None) -> dict:
    author = await User.select().where(User.id == a["author"]).first()
    count = await Favorite.count().where(Favorite.article == a["id"])
    mine = viewer is not None and await Favorite.exists().where(
        (Favorite.article == a["id"]) & (Favorite.user == viewer["id"]))
    following = viewer is not None and await Follow.exists().where(
        (Follow.follower == viewer["id"]) & (Follow.followed == a["author"]))
    tags = a["tag_list"] if isinstance(a["tag_list"], list) else json.loads(a["tag_list"])
    return {"slug": a["slug"], "title": a["title"], "description": a["description"], "body": a["body"],
            "tagList": tags, "createdAt": a["created_at"].isoformat(), "updatedAt": a["updated_at"].isoformat(),
            "favorited": mine, "favoritesCount": count,
            "author": {"username": author["username"], "bio": author["bio"], "image": author["image"],
                       "following": following}}


@app.get("/api/health-check")
async def health_check():
    return {"status": "ok"}


@app.post("/api/users", status_code=201)
async def register(user: dict = Body(..., embed=True)):
    if await User.exists().where((User.email == user["email"]) | (User.username == user["username"])):
        raise HTTPException(422, "taken")
    hashed = bcrypt.hashpw(user["password"].encode(), bcrypt.gensalt()).decode()
    row = (await User.insert(User(username=user["username"], email=user["email"], password=hashed)))[0]
    return user_out(await User.select().where(User.id == row["id"]).first())


@app.post("/api/users/login")
async def login(user: dict = Body(..., embed=True)):
    found = await User.select().where(User.email == user["email"]).first()
    if found is None or not bcrypt.checkpw(user["password"].encode(), found["password"].encode()):
        raise HTTPException(401)
    return user_out(found)


@app.get("/api/articles")
async def list_articles(author: str | None = None, limit: int = 20, offset: int = 0):
    query = Article.select().order_by(Article.created_at, ascending=False)
    if author:
        query = query.where(Article.author.username == author)
    rows = await query.limit(limit).offset(offset)
    return {"articles": [await article_out(a, None) for a in rows], "articlesCount": await Article.count()}


@app.post("/api/articles", status_code=201)
async def create_article(article: dict = Body(..., embed=True), viewer: dict = Depends(me)):
    now = datetime.now(timezone.utc)
    slug = "-".join(article["title"].lower().split()) + "-" + secrets.token_hex(3)
    await Article.insert(Article(slug=slug, title=article["title"], description=article["description"],
                                 body=article["body"], tag_list=article.get("tagList", []),
                                 author=viewer["id"], created_at=now, updated_at=now))
    row = await Article.select().where(Article.slug == slug).first()
    return {"article": await article_out(row, viewer)}


@app.post("/api/articles/{slug}/favorite")
async def favorite(slug: str, viewer: dict = Depends(me)):
    row = await Article.select().where(Article.slug == slug).first()
    if row is None:
        raise HTTPException(404)
    if not await Favorite.exists().where((Favorite.article == row["id"]) & (Favorite.user == viewer["id"])):
        await Favorite.insert(Favorite(user=viewer["id"], article=row["id"]))
    return {"article": await article_out(row, viewer)}


@app.get("/api/tags")
async def tags():
    rows = await Article.select(Article.tag_list)
    names = set()
    for r in rows:
        names.update(r["tag_list"] if isinstance(r["tag_list"], list) else json.loads(r["tag_list"]))
    return {"tags": sorted(names)}
