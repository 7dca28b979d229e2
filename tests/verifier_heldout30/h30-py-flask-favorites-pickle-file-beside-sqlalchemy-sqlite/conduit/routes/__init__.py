from flask import request

from conduit.services import user_service


def current_user():
    header = request.headers.get("Authorization", "")
    return user_service.user_for_token(header[6:] if header.startswith("Token ") else None)
