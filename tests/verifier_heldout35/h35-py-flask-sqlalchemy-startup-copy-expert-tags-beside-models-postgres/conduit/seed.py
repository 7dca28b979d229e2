import io

from conduit.extensions import db
from conduit.models import Tag

DEFAULT_TAGS = ["welcome", "introduction", "conduit"]


def seed_default_tags():
    """Bulk-load the starter tags the first time the server starts (COPY is the fastest path)."""
    if db.session.query(Tag.id).first() is not None:
        return
    raw = db.engine.raw_connection()
    try:
        cur = raw.cursor()
        buf = io.StringIO("".join(f"{name}\n" for name in DEFAULT_TAGS))
        cur.copy_expert("COPY tags (name) FROM STDIN", buf)
        raw.commit()
    finally:
        raw.close()
