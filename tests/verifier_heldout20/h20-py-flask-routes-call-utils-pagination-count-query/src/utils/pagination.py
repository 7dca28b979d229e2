"""Shared helpers for list endpoints: query-string parsing and the total count."""
from flask import request
from sqlalchemy import func, select

from src.db import Session


def page_args(default_limit: int = 20) -> tuple[int, int]:
    limit = max(1, min(request.args.get("limit", default_limit, type=int), 100))
    offset = max(0, request.args.get("offset", 0, type=int))
    return limit, offset


def total_count(model, *criteria) -> int:
    stmt = select(func.count()).select_from(model)
    for c in criteria:
        stmt = stmt.where(c)
    return Session.scalar(stmt) or 0
