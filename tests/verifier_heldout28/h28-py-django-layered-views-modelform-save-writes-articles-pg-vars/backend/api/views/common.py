import json

from services import auth


def body(request, key):
    try:
        return (json.loads(request.body or b"{}") or {}).get(key) or {}
    except json.JSONDecodeError:
        return {}


def viewer(request):
    try:
        return auth.user_from_header(request.headers.get("Authorization"))
    except auth.AuthError:
        return None
