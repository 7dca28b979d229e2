from dishka.integrations.fastapi import DishkaRoute, FromDishka
from fastapi import APIRouter, Depends, HTTPException

from conduit.handlers.auth import optional_user_id, required_user_id
from conduit.use_cases.errors import NotFound
from conduit.use_cases.profiles import ProfileInteractor

router = APIRouter(prefix="/profiles", route_class=DishkaRoute)


@router.get("/{username}")
async def get_profile(
    username: str, profiles: FromDishka[ProfileInteractor], viewer: int | None = Depends(optional_user_id)
) -> dict:
    try:
        return {"profile": await profiles.get(username, viewer)}
    except NotFound:
        raise HTTPException(status_code=404, detail="profile not found")


@router.post("/{username}/follow")
async def follow(username: str, profiles: FromDishka[ProfileInteractor], viewer: int = Depends(required_user_id)) -> dict:
    try:
        return {"profile": await profiles.follow(username, viewer)}
    except NotFound:
        raise HTTPException(status_code=404, detail="profile not found")
