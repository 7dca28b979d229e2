import os

from aiohttp import web

from conduit.handlers import comments
from conduit.repositories import CommentRepository
from conduit.services import CommentService


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def build() -> web.Application:
    repository = CommentRepository(os.environ.get("CONDUIT_DB", "conduit.db"))
    app = web.Application()
    app[comments.SERVICES] = CommentService(repository)

    async def init_schema(_app):
        await repository.init()

    app.on_startup.append(init_schema)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/articles/{slug}/comments", comments.list_comments)
    app.router.add_post("/api/articles/{slug}/comments", comments.add_comment)
    return app


if __name__ == "__main__":
    web.run_app(build(), host="0.0.0.0", port=8080)
