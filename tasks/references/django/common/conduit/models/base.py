# feature-begin: articles
from datetime import UTC, datetime

# feature-end: articles
from sqlalchemy.orm import DeclarativeBase
# feature-begin: articles


def utcnow() -> datetime:
    return datetime.now(UTC)
# feature-end: articles


class Base(DeclarativeBase):
    pass
