import re

import bcrypt
import jwt
from aiohttp import web

from .storage import open_pool

POOL = web.AppKey("pool", object)
SECRET = web.AppKey("secret", str)

routes = web.RouteTableDef()


def _token(app, user_id):
    return jwt.encode({"uid": user_id}, app[SECRET], algorithm="HS256")


def _user(app, row):
    return {"user": {"email": row["email"], "token": _token(app, row["id"]), "username": row["username"],
                     "bio": row["bio"], "image": row["image"]}}


def _article(row):
    return {"slug": row["slug"], "title": row["title"], "description": row["description"], "body": row["body"],
            "tagList": sorted(row["tags"]), "createdAt": row["created_at"].isoformat(),
            "updatedAt": row["updated_at"].isoformat(), "favorited": False, "favoritesCount": 0,
            "author": {"username": row["username"], "bio": row["bio"], "image": row["image"], "following": False}}


async def _me(request):
    try:
        uid = jwt.decode(request.headers.get("Authorization", "")[6:], request.app[SECRET], algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        raise web.HTTPUnauthorized()
    return uid


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    u = (await request.json())["user"]
    pw = bcrypt.hashpw(u["password"].encode(), bcrypt.gensalt()).decode()
    row = await request.app[POOL].fetchrow(
        "INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING *",
        u["username"], u["email"], pw)
    return web.json_response(_user(request.app, row), status=201)


@routes.post("/api/users/login")
async def login(request):
    u = (await request.json())["user"]
    row = await request.app[POOL].fetchrow("SELECT * FROM users WHERE email = $1", u.get("email"))
    if not row or not bcrypt.checkpw(u.get("password", "").encode(), row["password_hash"].encode()):
        return web.json_response({"errors": {"body": ["invalid credentials"]}}, status=401)
    return web.json_response(_user(request.app, row))


@routes.get("/api/articles")
async def articles(request):
    limit, offset = int(request.query.get("limit", 20)), int(request.query.get("offset", 0))
    pool = request.app[POOL]
    rows = await pool.fetch(
        "SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id "
        "ORDER BY a.created_at DESC LIMIT $1 OFFSET $2", limit, offset)
    total = await pool.fetchval("SELECT count(*) FROM articles")
    return web.json_response({"articles": [_article(r) for r in rows], "articlesCount": total})


@routes.post("/api/articles")
async def create_article(request):
    uid = await _me(request)
    a = (await request.json())["article"]
    slug = re.sub(r"[^a-z0-9]+", "-", a["title"].lower()).strip("-")
    pool = request.app[POOL]
    await pool.execute(
        "INSERT INTO articles (slug, title, description, body, tags, author_id) VALUES ($1, $2, $3, $4, $5, $6)",
        slug, a["title"], a["description"], a["body"], a.get("tagList") or [], uid)
    row = await pool.fetchrow(
        "SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id WHERE slug = $1",
        slug)
    return web.json_response({"article": _article(row)}, status=201)


@routes.get("/api/tags")
async def tags(request):
    rows = await request.app[POOL].fetch("SELECT DISTINCT unnest(tags) AS tag FROM articles ORDER BY tag")
    return web.json_response({"tags": [r["tag"] for r in rows]})


def build_app(options) -> web.Application:
    app = web.Application()
    app[SECRET] = options.jwt_secret

    async def pool_ctx(app):
        app[POOL] = await open_pool(options.database_url, options.pool_max)
        yield
        await app[POOL].close()

    app.cleanup_ctx.append(pool_ctx)
    app.add_routes(routes)
    return app
