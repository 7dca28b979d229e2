from fastapi import APIRouter, Body, Depends, HTTPException, Response
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit import comment_store
from conduit.db import get_session
from conduit.models import Article, User
from conduit.security import require_user

router = APIRouter()


def _ensure_article(db: Session, slug: str) -> None:
    if db.scalar(select(Article.id).where(Article.slug == slug)) is None:
        raise HTTPException(404, "article not found")


def _present(comment: dict, db: Session) -> dict:
    author = db.scalar(select(User).where(User.username == comment["author"]))
    return {**comment, "author": {"username": author.username, "bio": author.bio,
                                  "image": author.image, "following": False}}


@router.get("/articles/{slug}/comments")
def list_comments(slug: str, db: Session = Depends(get_session)):
    _ensure_article(db, slug)
    return {"comments": [_present(c, db) for c in comment_store.list_for(slug)]}


@router.post("/articles/{slug}/comments")
def add_comment(slug: str, body: dict = Body(...), user: User = Depends(require_user),
                db: Session = Depends(get_session)):
    _ensure_article(db, slug)
    text_ = (body.get("comment") or {}).get("body") or ""
    if not text_:
        raise HTTPException(422, "body can't be blank")
    return {"comment": _present(comment_store.add(slug, user.username, text_), db)}


@router.delete("/articles/{slug}/comments/{comment_id}", status_code=204)
def delete_comment(slug: str, comment_id: int, user: User = Depends(require_user)):
    if not comment_store.delete(slug, comment_id):
        raise HTTPException(404, "comment not found")
    return Response(status_code=204)
