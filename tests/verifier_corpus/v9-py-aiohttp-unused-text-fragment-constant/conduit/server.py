from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.tables import Base, Comment

engine = create_async_engine("sqlite+aiosqlite:///./conduit.db")
Session = async_sessionmaker(engine, expire_on_commit=False)
routes = web.RouteTableDef()


def _shape(c: Comment) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(), "author": {"username": c.author}}


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/articles/{slug}/comments")
async def list_comments(request: web.Request) -> web.Response:
    async with Session() as session:
        rows = await session.scalars(
            select(Comment)
            .where(Comment.article_slug == request.match_info["slug"])
            .order_by(Comment.created_at.desc())
        )
        return web.json_response({"comments": [_shape(c) for c in rows]})


@routes.post("/api/articles/{slug}/comments")
async def add_comment(request: web.Request) -> web.Response:
    body = (await request.json())["comment"]["body"]
    async with Session() as session:
        comment = Comment(article_slug=request.match_info["slug"], author=request.headers.get("X-Username", ""),
                          body=body)
        session.add(comment)
        await session.commit()
    return web.json_response({"comment": _shape(comment)}, status=201)


async def create_schema(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def main() -> None:
    app = web.Application()
    app.add_routes(routes)
    app.on_startup.append(create_schema)
    web.run_app(app, port=8080)


if __name__ == "__main__":
    main()
