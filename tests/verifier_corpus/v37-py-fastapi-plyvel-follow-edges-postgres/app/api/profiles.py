from fastapi import APIRouter, Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.db import get_db
from app.services import profile_service

router = APIRouter(prefix="/api/profiles")


def viewer(authorization: str | None = Header(default=None)) -> int | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    return int(authorization.removeprefix("Token ").split(".")[0])


@router.get("/{username}")
def show(username: str, db: Session = Depends(get_db), viewer_id: int | None = Depends(viewer)):
    try:
        return {"profile": profile_service.get(db, username, viewer_id)}
    except profile_service.ProfileNotFound:
        raise HTTPException(404, detail="profile not found")


@router.post("/{username}/follow")
def follow(username: str, db: Session = Depends(get_db), viewer_id: int | None = Depends(viewer)):
    if viewer_id is None:
        raise HTTPException(401)
    try:
        return {"profile": profile_service.follow(db, username, viewer_id)}
    except profile_service.ProfileNotFound:
        raise HTTPException(404, detail="profile not found")


@router.delete("/{username}/follow")
def unfollow(username: str, db: Session = Depends(get_db), viewer_id: int | None = Depends(viewer)):
    if viewer_id is None:
        raise HTTPException(401)
    try:
        return {"profile": profile_service.unfollow(db, username, viewer_id)}
    except profile_service.ProfileNotFound:
        raise HTTPException(404, detail="profile not found")
