from datetime import datetime, timedelta, timezone

import jwt
from django.conf import settings
from rest_framework.authentication import BaseAuthentication

from .models import Author


def make_token(author: Author) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"id": author.id, "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


class JWTAuthentication(BaseAuthentication):
    def authenticate(self, request):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Token "):
            return None
        try:
            payload = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        author = Author.objects.filter(pk=payload["id"]).first()
        return (author, None) if author else None

    def authenticate_header(self, request):
        return "Token"
