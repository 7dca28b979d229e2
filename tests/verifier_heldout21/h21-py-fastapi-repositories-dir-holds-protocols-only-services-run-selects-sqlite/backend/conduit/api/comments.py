from fastapi import APIRouter, Depends, Header, HTTPException
from sqlalchemy.orm import Session

from conduit.db import get_session
from conduit.models import Comment
from conduit.services.comments import CommentNotFound, CommentService

router = APIRouter(prefix="/api/articles/{slug}/comments")


def comment_service(session: Session = Depends(get_session)) -> CommentService:
    return CommentService(session)


@router.get("")
def list_comments(slug: str, service: CommentService = Depends(comment_service)):
    return {"comments": [{"id": c.id, "body": c.body} for c in service.list_for_article(slug)]}


@router.post("")
def add_comment(slug: str, payload: dict, x_user: int = Header(...),
                service: CommentService = Depends(comment_service)):
    comment = service.add(Comment(article_slug=slug, author_id=x_user, body=payload["comment"]["body"]))
    return {"comment": {"id": comment.id, "body": comment.body}}


@router.delete("/{comment_id}")
def delete_comment(slug: str, comment_id: int, x_user: int = Header(...),
                   service: CommentService = Depends(comment_service)):
    try:
        service.remove(slug, comment_id, x_user)
    except CommentNotFound:
        raise HTTPException(404)
    return {}
