from fastapi import Depends
from sqlalchemy.orm import Session

from app.core.database import get_db
from app.repositories.comment_repository import CommentRepository
from app.services.comment_service import CommentService


def comment_service(db: Session = Depends(get_db)) -> CommentService:
    return CommentService(CommentRepository(db))
