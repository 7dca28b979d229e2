from sqlalchemy import select

from app.db import SessionLocal
from app.models import Tag


def all_names() -> list[str]:
    with SessionLocal() as s:
        return list(s.scalars(select(Tag.name).order_by(Tag.name)))
