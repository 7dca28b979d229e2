"""Resolves the "Authorization: Token <jwt>" header to the current user."""
import jwt
from django.conf import settings

from conduit.db import SessionFactory
from conduit.repositories.user_repository import UserRepository

_users = UserRepository(SessionFactory)


class TokenAuthMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        request.conduit_user = None
        header = request.headers.get("Authorization", "")
        if header.startswith("Token "):
            try:
                payload = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])
            except jwt.PyJWTError:
                payload = None
            if payload:
                request.conduit_user = _users.by_id(payload["user_id"])
        return self.get_response(request)
