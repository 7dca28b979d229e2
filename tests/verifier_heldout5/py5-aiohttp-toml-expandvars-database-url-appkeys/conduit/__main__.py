import argparse
from pathlib import Path

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import load
from conduit.handlers.comments import routes
from conduit.keys import COMMENTS
from conduit.models import Base
from conduit.repositories.comments import CommentRepository
from conduit.services.comments import CommentService


def build_app(config_path: Path) -> tuple[web.Application, str, int]:
    config = load(config_path)
    engine = create_async_engine(config.database_url, echo=config.echo)

    async def schema(app: web.Application):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        yield
        await engine.dispose()

    app = web.Application()
    app[COMMENTS] = CommentService(CommentRepository(async_sessionmaker(engine, expire_on_commit=False)))
    app.cleanup_ctx.append(schema)
    app.add_routes(routes)
    return app, config.host, config.port


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", type=Path, default=Path("config.toml"))
    app, host, port = build_app(parser.parse_args().config)
    web.run_app(app, host=host, port=port)
