from aiohttp import web
from sqlalchemy import Column, ForeignKey, Integer, String, Table, func, select, text
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase

engine = create_async_engine("sqlite+aiosqlite:///conduit.db")
Session = async_sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


favorites = Table(
    "favorites", Base.metadata,
    Column("user_id", ForeignKey("users.id"), primary_key=True),
    Column("article_id", ForeignKey("articles.id"), primary_key=True),
)


class User(Base):
    __tablename__ = "users"
    id = Column(Integer, primary_key=True)
    username = Column(String(80), unique=True, nullable=False)


class Article(Base):
    __tablename__ = "articles"
    id = Column(Integer, primary_key=True)
    slug = Column(String(255), unique=True, nullable=False)
    title = Column(String(255), nullable=False)


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


async def favorite(request):
    slug = request.match_info["slug"]
    user_id = int(request.headers.get("X-User-Id", "0"))
    async with Session() as s:
        article = await s.scalar(select(Article).where(Article.slug == slug))
        if article is None:
            raise web.HTTPNotFound()
        await s.execute(
            text("INSERT OR IGNORE INTO favorites (user_id, article_id) VALUES (:u, :a)"),
            {"u": user_id, "a": article.id},
        )
        await s.commit()
        count = await s.scalar(
            select(func.count()).select_from(favorites).where(favorites.c.article_id == article.id)
        )
    return web.json_response({"article": {"slug": article.slug, "title": article.title,
                                          "favorited": True, "favoritesCount": count}})


app = web.Application()
app.on_startup.append(on_startup)
app.router.add_get("/api/health-check", health)
app.router.add_post("/api/articles/{slug}/favorite", favorite)

if __name__ == "__main__":
    web.run_app(app, port=8080)
