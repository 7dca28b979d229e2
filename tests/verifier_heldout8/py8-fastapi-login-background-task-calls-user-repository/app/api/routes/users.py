from fastapi import APIRouter, BackgroundTasks, Body, Depends, status
from sqlalchemy.orm import Session

from app.api.deps import current_user
from app.db.session import get_session
from app.models import User
from app.repositories.users import UserRepository
from app.services.auth import AuthService
from app.services.providers import auth_service

router = APIRouter(tags=["users"])


def _user_out(user: User, auth: AuthService) -> dict:
    return {"user": {"email": user.email, "token": auth.issue_token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@router.post("/users", status_code=status.HTTP_201_CREATED)
def register(user: dict = Body(..., embed=True), auth: AuthService = Depends(auth_service)):
    created = auth.register(user.get("username", ""), user.get("email", ""), user.get("password", ""))
    return _user_out(created, auth)


@router.post("/users/login")
def login(background: BackgroundTasks, user: dict = Body(..., embed=True),
          auth: AuthService = Depends(auth_service), session: Session = Depends(get_session)):
    logged_in = auth.login(user.get("email", ""), user.get("password", ""))
    # Bookkeeping only: record the login after the response is sent, off the request path.
    background.add_task(UserRepository(session).touch_last_login, logged_in.id)
    return _user_out(logged_in, auth)


@router.get("/user")
def me(user: User = Depends(current_user), auth: AuthService = Depends(auth_service)):
    return _user_out(user, auth)
