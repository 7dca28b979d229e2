from fastapi import APIRouter, Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app import crud
from app.core.database import get_db

router = APIRouter(prefix="/profiles")


def _viewer(db: Session, x_username: str | None):
    return crud.get_user_by_username(db, x_username) if x_username else None


def _profile(db: Session, user, viewer) -> dict:
    following = bool(viewer and crud.is_following(db, viewer.id, user.id))
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": following}}


@router.get("/{username}")
def get_profile(username: str, db: Session = Depends(get_db), x_username: str | None = Header(None)):
    user = crud.get_user_by_username(db, username)
    if user is None:
        raise HTTPException(404, "profile not found")
    return _profile(db, user, _viewer(db, x_username))


@router.post("/{username}/follow")
def follow(username: str, db: Session = Depends(get_db), x_username: str | None = Header(None)):
    viewer = _viewer(db, x_username)
    user = crud.get_user_by_username(db, username)
    if viewer is None or user is None:
        raise HTTPException(404, "profile not found")
    crud.follow(db, viewer.id, user.id)
    return _profile(db, user, viewer)
