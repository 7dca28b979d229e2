from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import select
from sqlalchemy.orm import Session

from conduit.auth import current_user, optional_user
from conduit.database import get_db
from conduit.models import User

router = APIRouter(prefix="/api/profiles")


def _profile(user: User, viewer: User | None) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                        "following": viewer is not None and user in viewer.following}}


def _get(db: Session, username: str) -> User:
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(404, detail="profile not found")
    return user


@router.get("/{username}")
def get_profile(username: str, db: Session = Depends(get_db),
                viewer: User | None = Depends(optional_user)) -> dict:
    return _profile(_get(db, username), viewer)


@router.post("/{username}/follow")
def follow(username: str, db: Session = Depends(get_db), viewer: User = Depends(current_user)) -> dict:
    target = _get(db, username)
    viewer = db.merge(viewer)
    if target not in viewer.following:
        viewer.following.append(target)
        db.commit()
    return _profile(target, viewer)
