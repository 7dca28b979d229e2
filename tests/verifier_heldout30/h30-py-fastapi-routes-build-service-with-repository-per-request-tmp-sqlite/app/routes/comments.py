from fastapi import APIRouter, Depends
from sqlalchemy.orm import Session

from app.repositories.article_repository import ArticleRepository
from app.repositories.comment_repository import CommentRepository
from app.repositories.database import get_db
from app.routes.auth import current_user
from app.services.article_service import ArticleService
from app.services.comment_service import CommentService

router = APIRouter()


def _comment(c) -> dict:
    return {"id": c.id, "body": c.body, "createdAt": c.created_at.isoformat(),
            "updatedAt": c.updated_at.isoformat(),
            "author": {"username": c.author.username, "bio": c.author.bio, "image": c.author.image,
                       "following": False}}


@router.get("/articles/{slug}/comments")
def list_comments(slug: str, db: Session = Depends(get_db)):
    article = ArticleService(ArticleRepository(db)).get(slug)
    comments = CommentService(CommentRepository(db)).list(article)
    return {"comments": [_comment(c) for c in comments]}


@router.post("/articles/{slug}/comments")
def add_comment(slug: str, payload: dict, user=Depends(current_user), db: Session = Depends(get_db)):
    article = ArticleService(ArticleRepository(db)).get(slug)
    comment = CommentService(CommentRepository(db)).add(article, user, payload["comment"].get("body", ""))
    return {"comment": _comment(comment)}


@router.delete("/articles/{slug}/comments/{comment_id}")
def delete_comment(slug: str, comment_id: int, user=Depends(current_user), db: Session = Depends(get_db)):
    article = ArticleService(ArticleRepository(db)).get(slug)
    CommentService(CommentRepository(db)).delete(article, user, comment_id)
    return {}
