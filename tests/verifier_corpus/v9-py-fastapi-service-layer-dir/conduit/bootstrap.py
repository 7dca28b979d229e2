"""Composition root: one session and repository per request."""
from collections.abc import Iterator

from conduit.database import SessionFactory
from conduit.repositories import SqlAlchemyTagRepository


def tag_repository() -> Iterator[SqlAlchemyTagRepository]:
    with SessionFactory() as session:
        yield SqlAlchemyTagRepository(session)
        session.commit()
