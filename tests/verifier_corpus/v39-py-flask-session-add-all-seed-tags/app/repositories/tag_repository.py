from sqlalchemy import func, select
from app.extensions import db
from app.models import Tag


def count():
    return db.session.scalar(select(func.count(Tag.id)))


def list_names():
    return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))


def bulk_insert(names):
    db.session.add_all([Tag(name=name) for name in names])
    db.session.commit()
