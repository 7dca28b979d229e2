from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from .. import models
from ..database import get_db
from ..services.auth import get_current_user_id, optional_user_id

router = APIRouter(prefix="/profiles", tags=["profiles"])


def _profile(db: Session, user: models.User, viewer_id: int | None) -> dict:
    following = viewer_id is not None and db.query(models.Follow).filter_by(
        follower_id=viewer_id, followed_id=user.id).first() is not None
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@router.get("/{username}")
def get_profile(username: str, db: Session = Depends(get_db), viewer_id: int | None = Depends(optional_user_id)):
    user = db.query(models.User).filter(models.User.username == username).first()
    if user is None:
        raise HTTPException(status_code=404, detail="Profile not found")
    return _profile(db, user, viewer_id)


@router.post("/{username}/follow")
def follow(username: str, db: Session = Depends(get_db), viewer_id: int = Depends(get_current_user_id)):
    user = db.query(models.User).filter(models.User.username == username).first()
    if user is None:
        raise HTTPException(status_code=404, detail="Profile not found")
    if db.get(models.Follow, (viewer_id, user.id)) is None:
        db.add(models.Follow(follower_id=viewer_id, followed_id=user.id))
        db.commit()
    return _profile(db, user, viewer_id)


@router.delete("/{username}/follow")
def unfollow(username: str, db: Session = Depends(get_db), viewer_id: int = Depends(get_current_user_id)):
    user = db.query(models.User).filter(models.User.username == username).first()
    if user is None:
        raise HTTPException(status_code=404, detail="Profile not found")
    db.query(models.Follow).filter_by(follower_id=viewer_id, followed_id=user.id).delete()
    db.commit()
    return _profile(db, user, viewer_id)
