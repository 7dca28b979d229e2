# feature-begin: articles
from datetime import UTC, datetime

from sqlalchemy import DateTime, TypeDecorator
# feature-end: articles
from sqlalchemy.orm import DeclarativeBase
# feature-begin: articles


def utcnow() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp that always comes back timezone-aware, in UTC.

    Some database engines store timestamps without their offset and return
    naive values; every value written here is UTC, so the offset is restored
    on the way out.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect) -> datetime | None:
        return value.astimezone(UTC) if value is not None else None

    def process_result_value(self, value: datetime | None, dialect) -> datetime | None:
        if value is not None and value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value
# feature-end: articles


class Base(DeclarativeBase):
    pass
