import datetime
import os

import bcrypt
import jwt
from aiohttp import web
from slugify import slugify

from db import init_pool

JWT_SECRET = os.getenv("JWT_SECRET", "conduit-secret")
routes = web.RouteTableDef()


def error(status, msg):
    return web.json_response({"errors": {"body": [msg]}}, status=status)


def make_token(user_id):
    exp = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=30)
    return jwt.encode({"user_id": user_id, "exp": exp}, JWT_SECRET, algorithm="HS256")


async def get_user(request, required=True):
    auth = request.headers.get("Authorization", "")
    if not auth.startswith("Token "):
        if required:
            raise web.HTTPUnauthorized(text="unauthorized")
        return None
    try:
        payload = jwt.decode(auth[6:], JWT_SECRET, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise web.HTTPUnauthorized(text="invalid token")
    return await request.app["pool"].fetchrow("SELECT * FROM users WHERE id = $1", payload["user_id"])


def user_payload(row):
    return {"user": {"email": row["email"], "token": make_token(row["id"]), "username": row["username"],
                     "bio": row["bio"], "image": row["image"]}}


async def article_payload(conn, row, me):
    tags = await conn.fetch(
        "SELECT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id WHERE at.article_id = $1 ORDER BY t.name",
        row["id"])
    count = await conn.fetchval("SELECT COUNT(*) FROM favorites WHERE article_id = $1", row["id"])
    favorited = bool(me) and await conn.fetchval(
        "SELECT EXISTS(SELECT 1 FROM favorites WHERE article_id = $1 AND user_id = $2)", row["id"], me["id"])
    author = await conn.fetchrow("SELECT * FROM users WHERE id = $1", row["author_id"])
    following = bool(me) and await conn.fetchval(
        "SELECT EXISTS(SELECT 1 FROM follows WHERE follower_id = $1 AND followed_id = $2)", me["id"], author["id"])
    return {"slug": row["slug"], "title": row["title"], "description": row["description"], "body": row["body"],
            "tagList": [t["name"] for t in tags], "createdAt": row["created_at"].isoformat(),
            "updatedAt": row["updated_at"].isoformat(), "favorited": favorited, "favoritesCount": count,
            "author": {"username": author["username"], "bio": author["bio"], "image": author["image"],
                       "following": following}}


@routes.get("/api/health-check")
async def health_check(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    data = (await request.json()).get("user", {})
    if not all(data.get(k) for k in ("username", "email", "password")):
        return error(422, "username, email and password are required")
    hashed = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
    try:
        row = await request.app["pool"].fetchrow(
            "INSERT INTO users (email, username, password) VALUES ($1, $2, $3) RETURNING *",
            data["email"], data["username"], hashed)
    except Exception:
        return error(422, "email or username already taken")
    return web.json_response(user_payload(row), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json()).get("user", {})
    row = await request.app["pool"].fetchrow("SELECT * FROM users WHERE email = $1", data.get("email"))
    if row is None or not bcrypt.checkpw(data.get("password", "").encode(), row["password"].encode()):
        return error(401, "invalid email or password")
    return web.json_response(user_payload(row))


@routes.get("/api/user")
async def current_user(request):
    return web.json_response(user_payload(await get_user(request)))


@routes.get("/api/articles")
async def list_articles(request):
    me = await get_user(request, required=False)
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    async with request.app["pool"].acquire() as conn:
        rows = await conn.fetch("SELECT * FROM articles ORDER BY created_at DESC LIMIT $1 OFFSET $2", limit, offset)
        total = await conn.fetchval("SELECT COUNT(*) FROM articles")
        articles = [await article_payload(conn, r, me) for r in rows]
    return web.json_response({"articles": articles, "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    me = await get_user(request)
    data = (await request.json()).get("article", {})
    async with request.app["pool"].acquire() as conn:
        async with conn.transaction():
            row = await conn.fetchrow(
                "INSERT INTO articles (slug, title, description, body, author_id) VALUES ($1, $2, $3, $4, $5) "
                "RETURNING *", slugify(data["title"]), data["title"], data["description"], data["body"], me["id"])
            for name in data.get("tagList") or []:
                tag_id = await conn.fetchval(
                    "INSERT INTO tags (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name "
                    "RETURNING id", name)
                await conn.execute("INSERT INTO article_tags VALUES ($1, $2) ON CONFLICT DO NOTHING", row["id"], tag_id)
        return web.json_response({"article": await article_payload(conn, row, me)}, status=201)


@routes.get("/api/tags")
async def tags(request):
    rows = await request.app["pool"].fetch("SELECT name FROM tags ORDER BY name")
    return web.json_response({"tags": [r["name"] for r in rows]})


def create_app():
    app = web.Application()
    app.cleanup_ctx.append(init_pool)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8080)
