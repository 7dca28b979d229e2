import jwt
from django.conf import settings
from django.http import JsonResponse

from realworld.repositories.user_repository import UserRepository


class JWTAuthenticationMiddleware:
    """Reads `Authorization: Token <jwt>` and puts the user on request.conduit_user."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.users = UserRepository()

    def __call__(self, request):
        request.conduit_user = None
        header = request.headers.get("Authorization", "")
        if header.startswith("Token "):
            try:
                payload = jwt.decode(header[6:], settings.JWT_SECRET, algorithms=["HS256"])
            except jwt.PyJWTError:
                return JsonResponse({"errors": {"token": ["is invalid"]}}, status=401)
            request.conduit_user = self.users.get_by_id(payload.get("user_id"))
            if request.conduit_user is None:
                return JsonResponse({"errors": {"token": ["is invalid"]}}, status=401)
        return self.get_response(request)
