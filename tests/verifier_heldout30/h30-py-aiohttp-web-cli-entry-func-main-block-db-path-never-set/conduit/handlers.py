import re
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from aiohttp import web

routes = web.RouteTableDef()
SECRET = "conduit-secret"


def _db(request: web.Request):
    from conduit.server import DB_KEY

    return request.app[DB_KEY]


def _token(user_id: int) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user_id), "exp": exp}, SECRET, algorithm="HS256")


async def _viewer(request: web.Request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        user_id = int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None
    async with _db(request).execute("SELECT * FROM users WHERE id = ?", (user_id,)) as cur:
        return await cur.fetchone()


@routes.get("/api/health-check")
async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json()).get("user", {})
    db = _db(request)
    hashed = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
    try:
        cur = await db.execute("INSERT INTO users (username, email, password_hash) VALUES (?, ?, ?)",
                               (data["username"], data["email"], hashed))
        await db.commit()
    except Exception:
        return web.json_response({"errors": {"username": ["has already been taken"]}}, status=422)
    return web.json_response({"user": {"email": data["email"], "username": data["username"], "bio": None,
                                       "image": None, "token": _token(cur.lastrowid)}}, status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    data = (await request.json()).get("user", {})
    async with _db(request).execute("SELECT * FROM users WHERE email = ?", (data.get("email"),)) as cur:
        user = await cur.fetchone()
    if user is None or not bcrypt.checkpw(data.get("password", "").encode(), user["password_hash"].encode()):
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response({"user": {"email": user["email"], "username": user["username"], "bio": user["bio"],
                                       "image": user["image"], "token": _token(user["id"])}})


@routes.post("/api/articles")
async def create_article(request: web.Request) -> web.Response:
    viewer = await _viewer(request)
    if viewer is None:
        return web.json_response({"errors": {"token": ["missing"]}}, status=401)
    data = (await request.json()).get("article", {})
    slug = re.sub(r"[^a-z0-9]+", "-", data["title"].lower()).strip("-")
    db = _db(request)
    cur = await db.execute(
        "INSERT INTO articles (slug, title, description, body, author_id) VALUES (?, ?, ?, ?, ?)",
        (slug, data["title"], data["description"], data["body"], viewer["id"]),
    )
    await db.executemany("INSERT OR IGNORE INTO article_tags (article_id, tag) VALUES (?, ?)",
                         [(cur.lastrowid, t) for t in data.get("tagList", [])])
    await db.commit()
    return web.json_response({"article": {"slug": slug, "title": data["title"],
                                          "tagList": sorted(set(data.get("tagList", [])))}}, status=201)


@routes.get("/api/articles")
async def list_articles(request: web.Request) -> web.Response:
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    sql = ("SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id "
           "ORDER BY a.created_at DESC LIMIT ? OFFSET ?")
    async with _db(request).execute(sql, (limit, offset)) as cur:
        rows = await cur.fetchall()
    async with _db(request).execute("SELECT COUNT(*) FROM articles") as cur:
        (total,) = await cur.fetchone()
    return web.json_response({"articles": [
        {"slug": r["slug"], "title": r["title"], "description": r["description"], "body": r["body"],
         "createdAt": r["created_at"], "updatedAt": r["updated_at"], "favorited": False, "favoritesCount": 0,
         "tagList": [], "author": {"username": r["username"], "bio": r["bio"], "image": r["image"],
                                   "following": False}} for r in rows], "articlesCount": total})


@routes.get("/api/tags")
async def tags(request: web.Request) -> web.Response:
    async with _db(request).execute("SELECT DISTINCT tag FROM article_tags ORDER BY tag") as cur:
        return web.json_response({"tags": [r[0] for r in await cur.fetchall()]})
