from flask import current_app
from flask_login import LoginManager
from itsdangerous import BadSignature, URLSafeTimedSerializer

from realworld.repositories.users import UserRepository

login_manager = LoginManager()
_users = UserRepository()


def _serializer():
    return URLSafeTimedSerializer(current_app.config["SECRET_KEY"])


def issue_token(user):
    return _serializer().dumps({"id": user.id})


@login_manager.request_loader
def load_user_from_request(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        data = _serializer().loads(header[6:], max_age=7 * 24 * 3600)
    except BadSignature:
        return None
    return _users.by_id(data["id"])


@login_manager.unauthorized_handler
def unauthorized():
    return {"errors": {"token": ["is missing or invalid"]}}, 401
