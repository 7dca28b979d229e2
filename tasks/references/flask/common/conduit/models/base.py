from datetime import UTC, datetime

from sqlalchemy.orm import DeclarativeBase


def utcnow() -> datetime:
    # Stored naive in UTC: both engines then hand back the same kind of value.
    return datetime.now(UTC).replace(tzinfo=None)


class Base(DeclarativeBase):
    pass
