from aiohttp import web

from db import close_pool, init_pool
from handlers import get_article, health, list_articles, register

app = web.Application()
app.on_startup.append(init_pool)
app.on_cleanup.append(close_pool)
app.router.add_get("/api/health-check", health)
app.router.add_post("/api/users", register)
app.router.add_get("/api/articles", list_articles)
app.router.add_get("/api/articles/{slug}", get_article)

if __name__ == "__main__":
    web.run_app(app, host="0.0.0.0", port=8080)
