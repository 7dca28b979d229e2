from fastapi import APIRouter, Depends, HTTPException

from app.database import get_conn
from app.db import models
from app.db.query import Querier
from app.security import current_user, optional_user

router = APIRouter()


def _profile(q: Querier, target: models.User, viewer: models.User | None) -> dict:
    following = bool(viewer and q.is_following(follower_id=viewer.id, followed_id=target.id))
    return {"profile": {"username": target.username, "bio": target.bio, "image": target.image, "following": following}}


@router.get("/profiles/{username}")
def show(username: str, viewer=Depends(optional_user), conn=Depends(get_conn)):
    q = Querier(conn)
    target = q.get_user_by_username(username=username)
    if target is None:
        raise HTTPException(404, detail="profile not found")
    return _profile(q, target, viewer)


@router.post("/profiles/{username}/follow")
def follow(username: str, viewer=Depends(current_user), conn=Depends(get_conn)):
    q = Querier(conn)
    target = q.get_user_by_username(username=username)
    if target is None:
        raise HTTPException(404, detail="profile not found")
    q.follow(follower_id=viewer.id, followed_id=target.id)
    return _profile(q, target, viewer)


@router.get("/tags")
def tags(conn=Depends(get_conn)):
    return {"tags": list(Querier(conn).list_tag_names())}
