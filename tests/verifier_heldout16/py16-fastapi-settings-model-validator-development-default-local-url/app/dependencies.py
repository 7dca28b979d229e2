from fastapi import Depends
from sqlalchemy.orm import Session

from app.db.session import get_db
from app.repositories.tag_repository import TagRepository
from app.services.tag_service import TagService


def tag_service(db: Session = Depends(get_db)) -> TagService:
    return TagService(TagRepository(db))
