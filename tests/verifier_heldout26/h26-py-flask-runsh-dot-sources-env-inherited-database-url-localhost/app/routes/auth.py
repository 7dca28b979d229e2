from flask import request

from app.services.users import UserService


def current_user_id(required: bool = True) -> int | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    return UserService().user_id_from_token(header.removeprefix("Token "))
