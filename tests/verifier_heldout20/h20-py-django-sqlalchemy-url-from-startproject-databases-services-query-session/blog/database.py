"""SQLAlchemy engine built from Django's own DATABASES setting, so both agree."""
from django.conf import settings
from sqlalchemy import URL, create_engine
from sqlalchemy.orm import sessionmaker

_DIALECTS = {
    "django.db.backends.postgresql": "postgresql+psycopg2",
    "django.db.backends.sqlite3": "sqlite",
    "django.db.backends.mysql": "mysql+mysqldb",
}


def _url_from_django(cfg: dict) -> URL:
    return URL.create(
        _DIALECTS[cfg["ENGINE"]],
        username=cfg.get("USER") or None,
        password=cfg.get("PASSWORD") or None,
        host=cfg.get("HOST") or None,
        port=int(cfg["PORT"]) if cfg.get("PORT") else None,
        database=str(cfg["NAME"]),
    )


engine = create_engine(_url_from_django(settings.DATABASES["default"]), pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def init_schema() -> None:
    from blog.models import Base
    Base.metadata.create_all(engine)
