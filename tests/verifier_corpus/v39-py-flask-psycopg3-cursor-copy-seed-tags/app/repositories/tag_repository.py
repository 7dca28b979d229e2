from sqlalchemy import func, select
from app.extensions import db
from app.models import Tag


def count():
    return db.session.scalar(select(func.count(Tag.id)))


def list_names():
    return list(db.session.scalars(select(Tag.name).order_by(Tag.name)))


def bulk_insert(names):
    raw = db.engine.raw_connection()
    try:
        cur = raw.cursor()
        with cur.copy("COPY tags (name) FROM STDIN") as copy:
            for name in names:
                copy.write_row((name,))
        raw.commit()
    finally:
        raw.close()
