from fastapi import APIRouter, Depends, HTTPException, Response
from sqlalchemy.orm import Session

from conduit.db import get_db
from conduit.repositories.comments import CommentRepository
from conduit.services.comments import CommentService

router = APIRouter()


def get_service(db: Session = Depends(get_db)) -> CommentService:
    return CommentService(CommentRepository(db))


@router.get("/articles/{slug}/comments")
def list_comments(slug: str, service: CommentService = Depends(get_service)):
    return {"comments": [{"id": c.id, "body": c.body} for c in service.list(slug)]}


@router.post("/articles/{slug}/comments")
def add_comment(slug: str, payload: dict, service: CommentService = Depends(get_service)):
    c = service.add(slug, 1, payload["comment"]["body"])
    return {"comment": {"id": c.id, "body": c.body}}


@router.delete("/articles/{slug}/comments/{comment_id}")
def delete_comment(slug: str, comment_id: int, db: Session = Depends(get_db)):
    repo = CommentRepository(db)
    comment = repo.get(comment_id)
    if comment is None or comment.article_slug != slug:
        raise HTTPException(status_code=404, detail="comment not found")
    repo.delete(comment)
    return Response(status_code=200)
