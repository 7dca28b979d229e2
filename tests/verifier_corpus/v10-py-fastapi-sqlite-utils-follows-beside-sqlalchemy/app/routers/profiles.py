from fastapi import APIRouter, Depends, Header, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from app import follows
from app.database import get_db
from app.models import User

router = APIRouter(prefix="/api/profiles")


def viewer_id(x_user_id: int | None = Header(default=None)) -> int | None:
    return x_user_id


def profile_json(user: User, following: bool) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


def load(db: Session, username: str) -> User:
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404, "profile not found")
    return user


@router.get("/{username}")
def get_profile(username: str, db: Session = Depends(get_db), me: int | None = Depends(viewer_id)):
    user = load(db, username)
    return profile_json(user, me is not None and follows.is_following(me, user.id))


@router.post("/{username}/follow")
def follow_user(username: str, db: Session = Depends(get_db), me: int | None = Depends(viewer_id)):
    if me is None:
        raise HTTPException(401)
    user = load(db, username)
    follows.follow(me, user.id)
    return profile_json(user, True)


@router.delete("/{username}/follow")
def unfollow_user(username: str, db: Session = Depends(get_db), me: int | None = Depends(viewer_id)):
    if me is None:
        raise HTTPException(401)
    user = load(db, username)
    follows.unfollow(me, user.id)
    return profile_json(user, False)
