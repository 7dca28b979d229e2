from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from conduit.database import get_session
from conduit.services.comment_service import CommentService, NotFound

router = APIRouter()


def comment_service(session: Session = Depends(get_session)) -> CommentService:
    return CommentService(session)


@router.get("/articles/{slug}/comments")
def list_comments(slug: str, service: CommentService = Depends(comment_service)):
    try:
        return {"comments": service.for_article(slug)}
    except NotFound:
        raise HTTPException(404, "article not found")
