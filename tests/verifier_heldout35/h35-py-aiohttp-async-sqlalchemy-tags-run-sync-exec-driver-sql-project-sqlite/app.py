from aiohttp import web
from sqlalchemy import select

from storage import Article, Base, Session, engine
from tags import used_tags


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


async def list_tags(request):
    return web.json_response({"tags": await used_tags()})


async def get_article(request):
    async with Session() as s:
        a = await s.scalar(select(Article).where(Article.slug == request.match_info["slug"]))
    if a is None:
        return web.json_response({"errors": {"article": ["not found"]}}, status=404)
    return web.json_response({"article": {"slug": a.slug, "title": a.title, "body": a.body}})


app = web.Application()
app.on_startup.append(on_startup)
app.router.add_get("/api/health-check", health)
app.router.add_get("/api/tags", list_tags)
app.router.add_get("/api/articles/{slug}", get_article)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8080)
