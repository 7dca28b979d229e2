from flask import request

from conduit.services import user_service


def request_user():
    header = request.headers.get("Authorization", "")
    return user_service.from_token(header[6:] if header.startswith("Token ") else None)
