from dataclasses import dataclass

from fastapi import Query
from sqlalchemy import func, select
from sqlalchemy.orm import Session


@dataclass
class PageParams:
    limit: int
    offset: int


def page_params(
    limit: int = Query(20, ge=1, le=100), offset: int = Query(0, ge=0)
) -> PageParams:
    return PageParams(limit=limit, offset=offset)


def total_count(session: Session, model) -> int:
    """Number of rows of `model`, for the articlesCount field of list responses."""
    return session.scalar(select(func.count()).select_from(model)) or 0
