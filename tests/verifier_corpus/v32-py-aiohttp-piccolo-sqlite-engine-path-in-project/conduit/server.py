import os

from aiohttp import web
from piccolo.table import create_db_tables

from conduit.engine import PROJECT_ROOT
from conduit.tables import Comment


async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def list_comments(request: web.Request) -> web.Response:
    rows = await Comment.select(Comment.id, Comment.body, Comment.created_at).where(
        Comment.article_slug == request.match_info["slug"]
    ).order_by(Comment.id, ascending=False)
    return web.json_response(
        {"comments": [{"id": r["id"], "body": r["body"], "createdAt": r["created_at"].isoformat()} for r in rows]}
    )


async def on_startup(_app: web.Application) -> None:
    os.makedirs(os.path.join(PROJECT_ROOT, "data"), exist_ok=True)
    await create_db_tables(Comment, if_not_exists=True)


def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(on_startup)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles/{slug}/comments", list_comments)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
