from .db import SessionFactory
from .repositories.tag_repository import TagRepository
from .services.tag_service import TagService


def tag_service():
    session = SessionFactory()
    try:
        yield TagService(TagRepository(session))
    finally:
        session.close()
