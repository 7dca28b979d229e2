import io
from sqlalchemy import select
from app.db import SessionLocal, engine
from app.models import Article


def get_by_slug(slug):
    with SessionLocal() as session:
        return session.scalars(select(Article).where(Article.slug == slug)).first()


def export_csv():
    buf = io.StringIO()
    raw = engine.raw_connection()
    try:
        cur = raw.cursor()
        cur.copy_expert(
            "COPY (SELECT slug, title, body FROM articles ORDER BY id) TO STDOUT WITH CSV HEADER",
            buf,
        )
    finally:
        raw.close()
    return buf.getvalue()
