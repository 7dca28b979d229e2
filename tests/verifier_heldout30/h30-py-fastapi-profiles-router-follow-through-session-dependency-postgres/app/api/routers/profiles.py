from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from app.api.deps import get_current_user, get_optional_user
from app.db.session import get_db
from app.models import Follow, User

router = APIRouter(tags=["profiles"])


def _profile(user: User, following: bool) -> dict:
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


def _target(db: Session, username: str) -> User:
    user = db.scalar(select(User).where(User.username == username))
    if user is None:
        raise HTTPException(status_code=404, detail={"errors": {"profile": ["not found"]}})
    return user


@router.get("/profiles/{username}")
def get_profile(username: str, db: Session = Depends(get_db), viewer=Depends(get_optional_user)):
    user = _target(db, username)
    following = viewer is not None and db.get(Follow, (viewer.id, user.id)) is not None
    return _profile(user, following)


@router.post("/profiles/{username}/follow")
def follow(username: str, db: Session = Depends(get_db), viewer=Depends(get_current_user)):
    user = _target(db, username)
    if db.get(Follow, (viewer.id, user.id)) is None:
        db.add(Follow(follower_id=viewer.id, following_id=user.id))
        db.commit()
    return _profile(user, True)


@router.delete("/profiles/{username}/follow")
def unfollow(username: str, db: Session = Depends(get_db), viewer=Depends(get_current_user)):
    user = _target(db, username)
    db.execute(delete(Follow).where(Follow.follower_id == viewer.id, Follow.following_id == user.id))
    db.commit()
    return _profile(user, False)
