from fastapi import APIRouter, status

from conduit.routes.deps import IdentityDep, ServicesDep
from conduit.routes.requests import LoginBody, NewUserBody, UpdateUserBody
from conduit.routes.responses import UserResponse, user_response

router = APIRouter(tags=["users"])


@router.post("/users/login")
def login(body: LoginBody, services: ServicesDep) -> UserResponse:
    return user_response(services.users.login(body.user.email, body.user.password))


@router.post("/users", status_code=status.HTTP_201_CREATED)
def register(body: NewUserBody, services: ServicesDep) -> UserResponse:
    user = body.user
    return user_response(services.users.register(user.username, user.email, user.password))


@router.get("/user")
def current_user(caller: IdentityDep) -> UserResponse:
    return user_response(caller)


@router.put("/user")
def update_user(body: UpdateUserBody, caller: IdentityDep, services: ServicesDep) -> UserResponse:
    return user_response(services.users.update(caller, **body.user.model_dump(exclude_none=True)))
