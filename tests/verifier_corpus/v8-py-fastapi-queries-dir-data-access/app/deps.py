from fastapi import Depends
from sqlalchemy.orm import Session

from app.database import get_session
from app.queries.comments import CommentQueries
from app.queries.users import UserQueries
from app.services.comments import CommentService


def comment_service(session: Session = Depends(get_session)) -> CommentService:
    return CommentService(CommentQueries(session), UserQueries(session))
