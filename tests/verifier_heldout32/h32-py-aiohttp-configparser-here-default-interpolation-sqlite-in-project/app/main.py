import argparse
import configparser
import os
from pathlib import Path

from aiohttp import web
from sqlalchemy import String, select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class Tag(Base):
    __tablename__ = "tags"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80), unique=True)


def load_config(path: str) -> configparser.ConfigParser:
    ini = Path(path).resolve()
    parser = configparser.ConfigParser(defaults={"here": str(ini.parent)})
    parser.read(ini)
    return parser


def build_app(cfg: configparser.ConfigParser) -> web.Application:
    db_path = cfg.get("database", "path")
    os.makedirs(os.path.dirname(db_path), exist_ok=True)
    engine = create_async_engine(f"sqlite+aiosqlite:///{db_path}")
    sessions = async_sessionmaker(engine, expire_on_commit=False)

    async def init_db(_app):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)

    async def health(_request):
        return web.json_response({"status": "ok"})

    async def tags(_request):
        async with sessions() as s:
            names = list(await s.scalars(select(Tag.name).order_by(Tag.name)))
        return web.json_response({"tags": names})

    app = web.Application()
    app.on_startup.append(init_db)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/tags", tags)
    return app


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    cfg = load_config(ap.parse_args().config)
    web.run_app(build_app(cfg), host="0.0.0.0", port=cfg.getint("server", "port"))
