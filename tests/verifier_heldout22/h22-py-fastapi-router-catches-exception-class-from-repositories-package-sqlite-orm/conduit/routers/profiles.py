from fastapi import APIRouter, Depends, HTTPException, Request

from conduit.repositories.errors import EntityNotFound
from conduit.services.profile_service import ProfileService

router = APIRouter()


def service(request: Request) -> ProfileService:
    return request.state.profile_service


def viewer(request: Request) -> int | None:
    return getattr(request.state, "user_id", None)


@router.get("/profiles/{username}")
def get_profile(username: str, svc: ProfileService = Depends(service),
                user_id: int | None = Depends(viewer)):
    try:
        return {"profile": svc.get(username, user_id)}
    except EntityNotFound:
        raise HTTPException(status_code=404, detail="profile not found")


@router.post("/profiles/{username}/follow")
def follow(username: str, svc: ProfileService = Depends(service),
           user_id: int | None = Depends(viewer)):
    if user_id is None:
        raise HTTPException(status_code=401, detail="unauthorized")
    try:
        return {"profile": svc.follow(username, user_id)}
    except EntityNotFound:
        raise HTTPException(status_code=404, detail="profile not found")
