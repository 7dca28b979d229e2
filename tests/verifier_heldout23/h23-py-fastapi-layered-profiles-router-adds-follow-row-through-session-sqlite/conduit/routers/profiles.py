from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from ..db import get_session
from ..models import Follow
from ..services.exceptions import NotFound
from ..services.users import UsersService
from .deps import optional_user, required_user, users_service

router = APIRouter(prefix="/profiles", tags=["profiles"])


def _target(svc: UsersService, username: str):
    try:
        return svc.find_profile_user(username)
    except NotFound:
        raise HTTPException(404, "profile not found")


@router.get("/{username}")
def get_profile(username: str, viewer=Depends(optional_user), svc: UsersService = Depends(users_service)):
    return {"profile": svc.profile(_target(svc, username), viewer)}


@router.post("/{username}/follow")
def follow(username: str, viewer=Depends(required_user), svc: UsersService = Depends(users_service),
           session: Session = Depends(get_session)):
    target = _target(svc, username)
    if session.get(Follow, (viewer.id, target.id)) is None:
        session.add(Follow(follower_id=viewer.id, followee_id=target.id))
        session.commit()
    return {"profile": svc.profile(target, viewer)}


@router.delete("/{username}/follow")
def unfollow(username: str, viewer=Depends(required_user), svc: UsersService = Depends(users_service),
             session: Session = Depends(get_session)):
    target = _target(svc, username)
    row = session.get(Follow, (viewer.id, target.id))
    if row is not None:
        session.delete(row)
        session.commit()
    return {"profile": svc.profile(target, viewer)}
