import asyncio
import sqlite3

from aiohttp import web
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.models import Article, Base, User
from conduit.paths import DATA_DIR, DB_FILE

DATA_DIR.mkdir(parents=True, exist_ok=True)
engine = create_async_engine(f"sqlite+aiosqlite:///{DB_FILE}")
Session = async_sessionmaker(engine, expire_on_commit=False)
routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/profiles/{username}")
async def profile(request):
    async with Session() as s:
        user = await s.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                          "following": False}})


@routes.get("/api/articles")
async def articles(request):
    limit = int(request.query.get("limit", 20))
    offset = int(request.query.get("offset", 0))
    async with Session() as s:
        total = await s.scalar(select(func.count(Article.id)))
        rows = (await s.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
    return web.json_response({"articles": [
        {"slug": a.slug, "title": a.title, "description": a.description, "body": a.body, "tagList": [],
         "createdAt": a.created_at.isoformat(), "updatedAt": a.updated_at.isoformat(), "favorited": False,
         "favoritesCount": 0,
         "author": {"username": a.author.username, "bio": a.author.bio, "image": a.author.image, "following": False}}
        for a in rows], "articlesCount": total})


async def create_tables(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def create_app() -> web.Application:
    application = web.Application()
    application.on_startup.append(create_tables)
    application.add_routes(routes)
    return application


app = create_app()


def seed_demo_content():
    """Developer convenience: fill a fresh local database with demo users and articles."""
    conn = sqlite3.connect(DB_FILE)
    with conn:
        conn.executescript(
            """
            INSERT OR IGNORE INTO users (id, username, email, password_hash, bio)
            VALUES (1, 'demo', 'demo@example.com', 'x', 'demo user');
            INSERT OR IGNORE INTO articles (id, slug, title, description, body, author_id, created_at, updated_at)
            VALUES (1, 'hello-conduit', 'Hello Conduit', 'demo', 'First post', 1, datetime('now'), datetime('now'));
            """
        )
    conn.close()


if __name__ == "__main__":
    # local run: python -m conduit.app  (tables first, then demo rows, then serve)
    asyncio.run(create_tables(app))
    seed_demo_content()
    web.run_app(app, port=8080)
