from datetime import datetime, timezone

from fastapi import APIRouter, Body, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.api.auth import current_user, optional_user
from app.container import article_service
from app.core.database import get_session
from app.models import Comment, Follow, User
from app.services.article_service import ArticleService

router = APIRouter()


def comment_out(comment: Comment, following: bool) -> dict:
    return {
        "id": comment.id, "body": comment.body,
        "createdAt": comment.created_at.isoformat(), "updatedAt": comment.updated_at.isoformat(),
        "author": {"username": comment.author.username, "bio": comment.author.bio,
                   "image": comment.author.image, "following": following},
    }


# Comments are simple CRUD, so they talk to the session directly instead of a dedicated service.
@router.get("/articles/{slug}/comments")
def list_comments(slug: str, viewer: User | None = Depends(optional_user),
                  articles: ArticleService = Depends(article_service),
                  db: Session = Depends(get_session)):
    article = articles.get(slug)
    comments = db.scalars(
        select(Comment).where(Comment.article_id == article.id).order_by(Comment.created_at.desc())
    ).all()
    followed: set[int] = set()
    if viewer is not None:
        followed = set(db.scalars(select(Follow.followee_id).where(Follow.follower_id == viewer.id)))
    return {"comments": [comment_out(c, c.author_id in followed) for c in comments]}


@router.post("/articles/{slug}/comments")
def add_comment(slug: str, payload: dict = Body(...), viewer: User = Depends(current_user),
                articles: ArticleService = Depends(article_service),
                db: Session = Depends(get_session)):
    article = articles.get(slug)
    now = datetime.now(timezone.utc)
    comment = Comment(body=payload["comment"]["body"], article_id=article.id, author_id=viewer.id,
                      created_at=now, updated_at=now)
    db.add(comment)
    db.flush()
    db.refresh(comment)
    return {"comment": comment_out(comment, False)}


@router.delete("/articles/{slug}/comments/{comment_id}")
def delete_comment(slug: str, comment_id: int, viewer: User = Depends(current_user),
                   db: Session = Depends(get_session)):
    comment = db.get(Comment, comment_id)
    if comment is None:
        raise HTTPException(status_code=404, detail="comment not found")
    if comment.author_id != viewer.id:
        raise HTTPException(status_code=403, detail="not your comment")
    db.delete(comment)
    return {}
