"""Composition root: builds services from repositories for FastAPI's Depends."""
from collections.abc import Iterator

from fastapi import Depends
from sqlalchemy.orm import Session

from app.core.database import SessionLocal
from app.repositories.tag_repository import TagRepository
from app.services.tag_service import TagService


def get_session() -> Iterator[Session]:
    session = SessionLocal()
    try:
        yield session
    finally:
        session.close()


def provide_tag_service(session: Session = Depends(get_session)) -> TagService:
    return TagService(TagRepository(session))
