from fastapi import Depends
from sqlalchemy.orm import Session

from src.db import get_db
from src.repositories.tag_repository import TagRepository
from src.services.tag_service import TagService


def tag_service(db: Session = Depends(get_db)) -> TagService:
    return TagService(TagRepository(db))
