"""Small query helpers shared by the repositories (paging, single rows, existence)."""
from typing import Any, TypeVar

from sqlalchemy import Select, exists, func, select
from sqlalchemy.orm import Session

T = TypeVar("T")


def one_or_none(session: Session, stmt: Select[Any]) -> Any | None:
    return session.scalars(stmt.limit(1)).first()


def page(session: Session, stmt: Select[Any], limit: int, offset: int) -> tuple[list[Any], int]:
    total = session.scalar(select(func.count()).select_from(stmt.order_by(None).subquery())) or 0
    rows = list(session.scalars(stmt.limit(limit).offset(offset)))
    return rows, total


def row_exists(session: Session, stmt: Select[Any]) -> bool:
    return bool(session.scalar(select(exists(stmt))))
