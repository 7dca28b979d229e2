from sqlalchemy import create_engine
from sqlalchemy.engine import make_url
from sqlalchemy.orm import DeclarativeBase, sessionmaker

from service.settings import settings


def _engine_url(raw: str) -> str:
    url = make_url(raw)
    if url.drivername in ("postgresql", "postgres"):
        url = url.set(drivername="postgresql+psycopg")
    return url.render_as_string(hide_password=False)


engine = create_engine(_engine_url(settings.db.url), pool_size=settings.db.pool_size, echo=settings.db.echo)
Session = sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
