import secrets

import jwt
import sqlalchemy as sa
from aiohttp import web

from conduit.database import articles, database, favorites, users
from conduit.passwords import check, make

SECRET = "conduit-secret"
routes = web.RouteTableDef()


async def current_user(request: web.Request, required: bool = True):
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        try:
            uid = jwt.decode(header[6:], SECRET, algorithms=["HS256"])["uid"]
            row = await database.fetch_one(users.select().where(users.c.id == uid))
            if row is not None:
                return row
        except jwt.PyJWTError:
            pass
    if required:
        raise web.HTTPUnauthorized()
    return None


def user_json(row) -> dict:
    return {"user": {"email": row["email"], "username": row["username"], "bio": row["bio"],
                     "image": row["image"], "token": jwt.encode({"uid": row["id"]}, SECRET, algorithm="HS256")}}


async def article_json(row, me) -> dict:
    author = await database.fetch_one(users.select().where(users.c.id == row["author_id"]))
    count = await database.fetch_val(
        sa.select(sa.func.count()).select_from(favorites).where(favorites.c.article_id == row["id"]))
    mine = me is not None and await database.fetch_one(favorites.select().where(
        favorites.c.article_id == row["id"], favorites.c.user_id == me["id"])) is not None
    return {"slug": row["slug"], "title": row["title"], "description": row["description"], "body": row["body"],
            "tagList": row["tag_list"], "createdAt": row["created_at"].isoformat(),
            "updatedAt": row["updated_at"].isoformat(), "favorited": mine, "favoritesCount": count,
            "author": {"username": author["username"], "bio": author["bio"], "image": author["image"],
                       "following": False}}


@routes.get("/api/health-check")
async def health_check(_):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json())["user"]
    uid = await database.execute(users.insert().values(
        username=data["username"], email=data["email"], password=make(data["password"])))
    row = await database.fetch_one(users.select().where(users.c.id == uid))
    return web.json_response(user_json(row), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json())["user"]
    row = await database.fetch_one(users.select().where(users.c.email == data["email"]))
    if row is None or not check(data["password"], row["password"]):
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response(user_json(row))


@routes.post("/api/articles")
async def create_article(request):
    me = await current_user(request)
    data = (await request.json())["article"]
    slug = "-".join(data["title"].lower().split()) + "-" + secrets.token_hex(3)
    await database.execute(articles.insert().values(
        slug=slug, title=data["title"], description=data["description"], body=data["body"],
        tag_list=data.get("tagList", []), author_id=me["id"]))
    row = await database.fetch_one(articles.select().where(articles.c.slug == slug))
    return web.json_response({"article": await article_json(row, me)}, status=201)


@routes.get("/api/articles/{slug}")
async def get_article(request):
    row = await database.fetch_one(articles.select().where(articles.c.slug == request.match_info["slug"]))
    if row is None:
        raise web.HTTPNotFound()
    return web.json_response({"article": await article_json(row, await current_user(request, required=False))})


@routes.post("/api/articles/{slug}/favorite")
async def favorite(request):
    me = await current_user(request)
    row = await database.fetch_one(articles.select().where(articles.c.slug == request.match_info["slug"]))
    if row is None:
        raise web.HTTPNotFound()
    exists = await database.fetch_one(favorites.select().where(
        favorites.c.user_id == me["id"], favorites.c.article_id == row["id"]))
    if exists is None:
        await database.execute(favorites.insert().values(user_id=me["id"], article_id=row["id"]))
    return web.json_response({"article": await article_json(row, me)})


@routes.delete("/api/articles/{slug}/favorite")
async def unfavorite(request):
    me = await current_user(request)
    row = await database.fetch_one(articles.select().where(articles.c.slug == request.match_info["slug"]))
    if row is None:
        raise web.HTTPNotFound()
    await database.execute(
        "DELETE FROM favorites WHERE user_id = :user_id AND article_id = :article_id",
        values={"user_id": me["id"], "article_id": row["id"]},
    )
    return web.json_response({"article": await article_json(row, me)})


@routes.get("/api/tags")
async def tags(_):
    rows = await database.fetch_all(sa.select(articles.c.tag_list))
    return web.json_response({"tags": sorted({t for r in rows for t in r["tag_list"]})})
