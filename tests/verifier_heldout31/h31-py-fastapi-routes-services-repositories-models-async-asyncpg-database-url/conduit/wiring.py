from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.database import get_session
from conduit.repositories.comment_repository import CommentRepository
from conduit.services.comment_service import CommentService


def comment_service(session: AsyncSession = Depends(get_session)) -> CommentService:
    return CommentService(CommentRepository(session))
