from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import text
from sqlalchemy.orm import Session

from app import models
from app.auth import get_current_user, get_optional_user
from app.database import get_db

router = APIRouter()


def is_following(db: Session, follower_id: int, following_id: int) -> bool:
    row = db.execute(
        text("SELECT 1 AS hit FROM follows WHERE follower_id = :a AND following_id = :b"),
        {"a": follower_id, "b": following_id},
    ).mappings().first()
    return row is not None


def profile_response(db: Session, user: models.User, viewer) -> dict:
    following = viewer is not None and is_following(db, viewer.id, user.id)
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


def _get_user(db: Session, username: str) -> models.User:
    user = db.query(models.User).filter(models.User.username == username).first()
    if not user:
        raise HTTPException(status_code=404, detail="Profile not found")
    return user


@router.get("/profiles/{username}")
def get_profile(username: str, db: Session = Depends(get_db), viewer=Depends(get_optional_user)):
    return profile_response(db, _get_user(db, username), viewer)


@router.post("/profiles/{username}/follow")
def follow(username: str, db: Session = Depends(get_db), viewer=Depends(get_current_user)):
    target = _get_user(db, username)
    db.execute(
        text("INSERT OR IGNORE INTO follows (follower_id, following_id) VALUES (:a, :b)"),
        {"a": viewer.id, "b": target.id},
    )
    db.commit()
    return profile_response(db, target, viewer)


@router.delete("/profiles/{username}/follow")
def unfollow(username: str, db: Session = Depends(get_db), viewer=Depends(get_current_user)):
    target = _get_user(db, username)
    db.execute(
        text("DELETE FROM follows WHERE follower_id = :a AND following_id = :b"),
        {"a": viewer.id, "b": target.id},
    )
    db.commit()
    return profile_response(db, target, viewer)
