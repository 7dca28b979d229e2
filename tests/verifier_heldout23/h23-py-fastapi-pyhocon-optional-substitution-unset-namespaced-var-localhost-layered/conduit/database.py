from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from .settings import load_settings

_settings = load_settings()
engine = create_engine(_settings.database_url, pool_size=_settings.pool_size, echo=_settings.echo_sql,
                       pool_pre_ping=True)
SessionFactory = sessionmaker(bind=engine, expire_on_commit=False)
