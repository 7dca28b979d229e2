from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.db import get_db
from app.models import Comment

router = APIRouter(prefix="/api/articles/{slug}/comments", tags=["comments"])


@router.get("")
def list_comments(slug: str, db: Session = Depends(get_db)):
    rows = db.query(Comment).filter(Comment.article_slug == slug).order_by(Comment.id).all()
    return {"comments": [{"id": c.id, "body": c.body} for c in rows]}


@router.delete("/{comment_id}")
def delete_comment(slug: str, comment_id: int, db: Session = Depends(get_db)):
    comment = db.get(Comment, comment_id)
    if comment is None or comment.article_slug != slug:
        raise HTTPException(status_code=404)
    db.delete(comment)
    db.commit()
    return {}
