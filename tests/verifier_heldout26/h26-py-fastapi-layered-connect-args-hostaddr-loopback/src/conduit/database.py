from collections.abc import Iterator

from sqlalchemy import create_engine
from sqlalchemy.orm import Session, sessionmaker

from conduit.settings import settings

engine = create_engine(
    settings.database_url,
    pool_size=5,
    pool_pre_ping=True,
    connect_args={"hostaddr": settings.pg_hostaddr, "connect_timeout": 5},
)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def get_session() -> Iterator[Session]:
    with SessionLocal() as session:
        yield session
