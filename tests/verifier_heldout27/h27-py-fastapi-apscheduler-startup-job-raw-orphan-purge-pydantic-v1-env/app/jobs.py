"""Housekeeping that runs inside the API process."""
import logging

from sqlalchemy import text

from app.db import SessionLocal

log = logging.getLogger("conduit.jobs")

PURGE_ORPHAN_TAGS = text(
    "DELETE FROM tags WHERE id NOT IN (SELECT DISTINCT tag_id FROM article_tags)"
)


def purge_orphan_tags() -> None:
    with SessionLocal() as session:
        result = session.execute(PURGE_ORPHAN_TAGS)
        session.commit()
        log.info("purged %s orphan tags", result.rowcount)
