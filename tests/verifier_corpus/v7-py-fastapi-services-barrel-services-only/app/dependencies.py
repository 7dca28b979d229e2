from collections.abc import Iterator

from app.db import SessionLocal
from app.repositories.tags import TagRepository
from app.services import TagService


def tag_service() -> Iterator[TagService]:
    with SessionLocal() as session:
        yield TagService(TagRepository(session))
