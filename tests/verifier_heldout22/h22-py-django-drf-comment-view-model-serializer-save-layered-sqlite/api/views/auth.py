import jwt
from django.conf import settings

from api.services import article_service  # noqa: F401  (keeps the import graph explicit)


def current_profile(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        payload = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    from api.models import Profile

    return Profile(id=payload["id"], username=payload.get("username", ""))
