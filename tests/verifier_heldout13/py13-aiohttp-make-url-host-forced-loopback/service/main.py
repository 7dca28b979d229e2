import argparse

from aiohttp import web
from sqlalchemy import select

from service.database import make_engine
from service.schema import metadata, tags

ENGINE = web.AppKey("engine")


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def list_tags(request: web.Request) -> web.Response:
    async with request.app[ENGINE].connect() as conn:
        names = (await conn.execute(select(tags.c.name).order_by(tags.c.name))).scalars().all()
    return web.json_response({"tags": list(names)})


async def engine_ctx(app: web.Application):
    engine = make_engine()
    async with engine.begin() as conn:
        await conn.run_sync(metadata.create_all)
    app[ENGINE] = engine
    yield
    await engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=8080)
    args = parser.parse_args()
    app = web.Application()
    app.cleanup_ctx.append(engine_ctx)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_get("/api/tags", list_tags)
    web.run_app(app, host="0.0.0.0", port=args.port)


if __name__ == "__main__":
    main()
