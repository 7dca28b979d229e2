from sqlalchemy import select
from app.db import SessionLocal
from app.models import Tag


def list_tag_names():
    with SessionLocal() as session:
        return list(session.scalars(select(Tag.name).order_by(Tag.name)))
